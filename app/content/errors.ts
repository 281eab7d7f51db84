// What a person reads when a page or a request cannot be served: the error pages, and the short
// plain-text answers to requests the server refuses before any page is involved.

export const errorPages = {
  notFound: {
    meta: { title: "Page not found", description: "The page you asked for does not exist." },
    title: "Page not found",
    message: "The page you are looking for does not exist or has moved.",
  },
  failed: {
    meta: { title: "Something went wrong", description: "The page could not be shown." },
    title: "Something went wrong",
    message: "We could not show this page. Please try again in a moment.",
  },
  /** Any other refused request: its status and reason phrase as the title. */
  refused: {
    title: (status: number, statusText: string) => `${status} ${statusText || "Error"}`,
    message: "This request could not be handled.",
  },
  home: "Go to the home page",
  contact: "Contact us",
} as const;

export const requestErrors = {
  tooLarge: "This form submission is too large.",
  unsupportedBody: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  unreadableBody: "The form data could not be read.",
  malformedUrl: "Bad Request: malformed URL",
  foreignTarget: "Bad Request: this server answers only for its own address.",
  methodNotImplemented: "Not Implemented: this server does not support that request.",
  failed: "Internal Server Error",
  notFound: "Not Found",
} as const;
