import type { AppDeps } from './platform/deps.js';
import { registerDeliveryWorkers } from './modules/delivery/register-delivery-workers.js';
import { registerReportWorkers } from './modules/reports/report-workers.js';
import { startStatementWorker } from './modules/statements/statement-worker.js';
import { registerUploadWorkers } from './modules/uploads/upload-workers.js';

export interface Workers { stop(): Promise<void> }

/** Every pg-boss worker of the app; run in the server process (embedded) or by `liner worker`. */
export async function startWorkers(deps: AppDeps): Promise<Workers> {
  const delivery = await registerDeliveryWorkers(deps);
  await startStatementWorker(deps);
  const reports = await registerReportWorkers(deps);
  const uploads = await registerUploadWorkers(deps);
  return {
    async stop() {
      await uploads.stop();
      await reports.stop();
      await delivery.stop();
    },
  };
}
