import { z } from 'zod';
import { msg } from '../messages';

/**
 * Years a date of this app can plausibly have (decisions.md §11). Anything outside is a typo or a probe:
 * '99999' or '275760-09-13' once reached PostgreSQL and came back as a 500.
 */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * A day, optionally with a time HH:mm[:ss[.sss]] and a zone Z or ±hh:mm. The zone may be left out:
 * that is what <input type="datetime-local"> gives, and the web form validates it before it turns
 * it into an instant. Only ISO 8601's extended form: no '20260101', no space for the 'T'.
 */
const DAY_AND_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

export type DateProblem = 'format' | 'calendar' | 'year';

/**
 * What is wrong with a typed date, or null. Checked by hand rather than with Date.parse: that one
 * reads '0' as 2000-01-01, rolls 2026-02-30 over to March 2nd and takes years of six digits.
 */
export function dateProblem(value: string, withTime = false): DateProblem | null {
  const match = (withTime ? DAY_AND_TIME : DAY).exec(value);
  if (!match) return 'format';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'calendar';
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return 'year';
  return null;
}

export interface DateMessages {
  /** For a missing or empty value (default: the format message). */
  required?: string;
  /** Replaces the format and calendar messages where a field has its own wording. */
  invalid?: string;
}

function dateString(withTime: boolean, messages: DateMessages) {
  const format = messages.invalid ?? (withTime ? msg.dateTimeInvalid : msg.dateInvalid);
  return (
    z
      .string({ message: messages.required ?? format })
      .trim()
      .superRefine((value, ctx) => {
        const problem = dateProblem(value, withTime);
        if (!problem) return;
        let message = format;
        if (value === '' && messages.required) message = messages.required;
        else if (problem === 'year') message = msg.yearOutOfRange;
        else if (problem === 'calendar') message = messages.invalid ?? msg.dateNotInCalendar;
        ctx.addIssue({ code: 'custom', message });
      })
      // Shown in the OpenAPI description (and read by the fuzzer, which sends far years to such fields).
      .meta({ format: withTime ? 'date-time' : 'date' })
  );
}

/** A calendar day 'YYYY-MM-DD' between the years 2000 and 2100; answers the trimmed text. */
export const isoDate = (messages: DateMessages = {}) => dateString(false, messages);

/**
 * A day or a day with its time (see DAY_AND_TIME) between the years 2000 and 2100; answers the
 * trimmed text, so what the server stores for a valid date does not change.
 */
export const isoDateTime = (messages: DateMessages = {}) => dateString(true, messages);
