/** The BAS quarters whose BAS is complete: the lock every money list shows before anyone tries a change (decision 015). */
import { z } from 'zod';

export const completedQuarterSchema = z.object({
  /** year × 10 + quarter. */
  id: z.number(),
  year: z.number(),
  quarter: z.number(),
  start: z.string(),
  end: z.string(),
});
export type CompletedQuarter = z.infer<typeof completedQuarterSchema>;
export const completedQuartersSchema = z.object({ data: z.array(completedQuarterSchema) });
