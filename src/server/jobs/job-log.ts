/** The slice of the app's logger the jobs write to. */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
