/**
 * Error protection's settings, as features reach them (through state, never storage): the
 * runtime DSN of the error-reporting service and the time of the last automatic reload.
 */
export {
  loadErrorReportingDsn,
  loadLastChunkReload,
  saveLastChunkReload,
} from '../storage/error-reporting-settings';
