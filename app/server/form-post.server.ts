/**
 * A form a visitor posted, as the server code behind a route takes it: the request (its URL,
 * headers and cookies), the visitor's address (for limits), and its fields, read when first asked
 * for, since an action may answer before reading them (a bad link, a signed-out visitor). The route
 * module makes it (formPostOf in app/server/http/route-args.server.ts): the features never see how
 * HTTP carries a body, how large one may be, or where the visitor's address comes from.
 */
export type FormPost<Fields = FormData> = {
  request: Request;
  clientIp: string;
  readFields: () => Promise<Fields>;
};
