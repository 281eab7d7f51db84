import { createServer } from "node:net";
import { OAuth2Server } from "oauth2-mock-server";

// A real OpenID Connect provider on 127.0.0.1 standing in for Google: discovery, authorize,
// token (RS256-signed ID tokens), JWKS and userinfo, all over HTTP.

export type OidcProvider = {
  /** The issuer URL, e.g. http://127.0.0.1:41234 */
  issuer: string;
  discoveryUrl: string;
  /** Who the next sign-ins are: the claims put into ID tokens and userinfo. */
  signInAs: (person: { email: string; emailVerified: boolean; name?: string; sub?: string }) => void;
  /** Makes the authorize endpoint answer with an OAuth error (e.g. access_denied) instead of a code. */
  failAuthorizeWith: (error: string | null) => void;
  /** The authorize and token requests the provider received. */
  requests: { authorize: URL[]; token: number };
  stop: () => Promise<void>;
};

export async function startOidcProvider(): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url ?? "";
  let person = { sub: "google-user-1", email: "someone@example.ca", email_verified: true, name: "Someone" };
  let authorizeError: string | null = null;
  const requests = { authorize: [] as URL[], token: 0 };

  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person);
  });
  server.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
    response.body = { ...person };
  });
  server.service.on("beforeResponse", () => {
    requests.token += 1;
  });
  server.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, request: { url?: string }) => {
    requests.authorize.push(new URL(request.url ?? "/", issuer));
    if (!authorizeError) return;
    redirect.url.searchParams.delete("code");
    redirect.url.searchParams.set("error", authorizeError);
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    signInAs: ({ email, emailVerified, name = "Someone", sub = `google-${email}` }) => {
      person = { sub, email, email_verified: emailVerified, name };
    },
    failAuthorizeWith: (error) => {
      authorizeError = error;
    },
    requests,
    stop: () => server.stop(),
  };
}

/** A TCP port free on 127.0.0.1 right now, for a server that must know its own URL before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
