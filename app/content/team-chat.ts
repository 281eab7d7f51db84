// The words of the team's chat notice of a new submission (NOTIFY_WEBHOOK_URL). It names the
// person (or company) and links to the admin; nothing else they gave goes to the chat service.

export const teamChat = {
  headlines: {
    cio: "New CIO application",
    company: "New company request",
    inquiry: "New inquiry",
  },
  /** The button under a Teams card; Slack-style messages carry the bare link instead. */
  linkLabel: "Open in the admin",
} as const;
