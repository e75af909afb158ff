/**
 * How long a task takes, as an honest range (decision 149): from the kind and size of the task, or from the
 * person's own times for tasks of that kind. Null where there is no basis for a number.
 */
export interface TaskEstimate {
  /** Minutes at the short end. */
  low: number;
  /** Minutes at the long end; My Day plans with this. */
  high: number;
  /** Where the range comes from: tasks of this kind in general, or the person's own times. */
  basis: 'kind' | 'history';
  /** A plain remark shown after the range, or null: "often in two sittings". */
  note: string | null;
}
