/**
 * Copy Report and Contact Support: the error report (message, stacks, time, user agent, URL) as
 * JSON on the clipboard, and a mail link that carries the same report.
 */
import { REPORT_COPIED } from '../../core/errors/constants';
import { buildErrorReport, formatErrorReport } from '../../core/errors/report';
import { toast } from '../../state/toasts-store';
import { pageActions } from './page';

/** Where Contact Support writes to; empty leaves the recipient for the user to fill in. */
export const SUPPORT_EMAIL: string = (() => {
  const value: unknown = import.meta.env.VITE_SUPPORT_EMAIL;
  return typeof value === 'string' ? value.trim() : '';
})();

/** Mail clients cut long mailto: links; the report is shortened to stay well below that. */
const MAX_MAIL_BODY = 1500;

export function reportText(error: Error, componentStack: string): string {
  return formatErrorReport(
    buildErrorReport(error, componentStack, pageActions.reportEnvironment()),
  );
}

export interface CopyResult {
  ok: boolean;
  /** The report, so it can be shown for copying by hand when the clipboard refused. */
  text: string;
}

/** Copies the report and toasts the outcome; never throws. */
export async function copyErrorReport(
  error: Error,
  componentStack: string,
  options: { silent?: boolean } = {},
): Promise<CopyResult> {
  const text = reportText(error, componentStack);
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard access in this browser');
    await navigator.clipboard.writeText(text);
    if (!options.silent) {
      toast({
        type: 'success',
        title: REPORT_COPIED,
        message: 'Paste it into a message to support.',
      });
    }
    return { ok: true, text };
  } catch {
    if (!options.silent) {
      toast({
        type: 'error',
        title: 'Could not copy the error report',
        message:
          'The browser refused clipboard access. The report is shown in Error Details: select it and copy it by hand.',
      });
    }
    return { ok: false, text };
  }
}

export function supportMailto(error: Error, componentStack: string): string {
  let body = reportText(error, componentStack);
  if (body.length > MAX_MAIL_BODY) body = `${body.slice(0, MAX_MAIL_BODY)}\n… (shortened)`;
  const subject = `Error report: ${error.message}`.slice(0, 120);
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
