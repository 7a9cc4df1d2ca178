/** Every API answer has this shape; a call succeeded only when `code` is 200 (DESIGN.md, API conventions). */
export interface ApiEnvelope<TContent = unknown> {
  code: number;
  message: string;
  content: TContent;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ListContent<TRow> {
  data: TRow[];
  total: number;
  /** `total` is a floor: more rows match than were counted. */
  atLeast?: boolean;
}

export const DEFAULT_PAGE_SIZE = 10;
