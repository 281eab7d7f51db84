import { z } from "zod";

// In the browser, Zod would probe `new Function` to compile its object parsers; the CSP forbids
// eval, so the probe shows up as a violation report. Its interpreted parsers give the same results.
// Every form module imports Zod from here, so no page reaches Zod before this has run.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
