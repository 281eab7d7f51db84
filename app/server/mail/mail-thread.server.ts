// The mail thread of the built server (see createMailTransport): it composes and sends or writes
// each message it is given and answers with its id and, when it failed, why.
import { parentPort, workerData } from "node:worker_threads";
import { inProcessTransport, type MailTransport, type MailTransportConfig, type ThreadReply } from "./transport.server";

const transport = inProcessTransport(workerData as MailTransportConfig);

parentPort?.on("message", ({ id, message }: { id: number; message: Parameters<MailTransport["send"]>[0] }) => {
  transport.send(message).then(
    () => parentPort?.postMessage({ id, error: null } satisfies ThreadReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message || error.name : String(error),
      } satisfies ThreadReply),
  );
});
