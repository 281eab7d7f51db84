// Last step of `npm run build`: the embedded database's ready-made folder (build/pglite-template),
// which a server's first start copies instead of running initdb (decision 0043).
import { makePgliteTemplate } from "../app/server/db/client.server";

const started = Date.now();
await makePgliteTemplate();
console.log(`Embedded database template made in ${((Date.now() - started) / 1000).toFixed(1)} s (build/pglite-template).`);
