/**
 * What the validating proxy (mock/proxy/) hands to its listeners: each request and answer that passed through it,
 * with the differences from the description found in them. The drift report (report.ts) and the verifier read
 * only these types, so that they need nothing of the proxy's inner workings.
 *
 * Secrets never appear here: the proxy drops the Authorization header, every `oauth_*` parameter (query, form
 * body, handshake answers) and any header that carries a credential before it builds an Exchange.
 */

/** Where the traffic departs from the description. */
export interface Difference {
  operationId: string;
  side: 'request' | 'response';
  /**
   * status: an answer status the operation does not describe; media-type: an undescribed content type; body,
   * header, query, path: a value that breaks its schema (type, enum, required, format, ...).
   */
  kind: 'status' | 'media-type' | 'body' | 'header' | 'query' | 'path';
  /** The place in the data: `body.person.id`, `header.x-rate-limit`, `query.count`; `status` for a status. */
  at: string;
  /** One line, as Prism's validator words it (e.g. "must be string"). */
  message: string;
  /** The answer's status (on the response side). */
  status?: number;
  /** `spec/paths/v1_people_~.yaml:42:7`, or `openapi.json#/paths/...` where the spec folder is not at hand. */
  specPlace: string;
}

/** A request and its answer, as they passed through the proxy (secrets removed, see above). */
export interface Exchange {
  operationId: string;
  method: string;
  /** The operation's path template, e.g. `/v1/people/{id}`. */
  path: string;
  /** The query without `oauth_*` parameters. */
  query: Record<string, string[]>;
  request: {
    contentType?: string;
    /** Parsed JSON, form fields as an object, XML or other text as a string; undefined without a body. */
    body?: unknown;
  };
  response: {
    status: number;
    headers: Record<string, string>;
    contentType?: string;
    /** Parsed as the request's body is. */
    body?: unknown;
  };
  differences: Difference[];
}

// The drift report as data (report.ts builds it; report-markdown.ts renders it; `pronet verify` writes it).

/** One difference, as often as it was seen. */
export interface ReportedDifference {
  side: Difference['side'];
  kind: Difference['kind'];
  /** The place in the data, array indexes as `[]`. */
  at: string;
  message: string;
  status?: number;
  specPlace: string;
  count: number;
  /** The value found there (with `samples` only). */
  sample?: unknown;
}

/** What the traffic showed of something the description marks as not shown. */
export type Observation =
  | {
      kind: 'status';
      /** The response the statuses fell under: `2XX`, `4XX`, `default`. */
      response: string;
      /** Status code to count. */
      statuses: Record<string, number>;
      specPlace: string;
    }
  | {
      kind: 'field';
      /** Where in the answer, e.g. `body.person.badge` (array items as `[]`). */
      at: string;
      types: string[];
      count: number;
      specPlace: string;
      sample?: unknown;
    }
  | {
      kind: 'right';
      /** The access right the 403 answer names. */
      right: string;
      /** The answer's `error_name`. */
      errorName?: string;
      count: number;
      specPlace: string;
    }
  | {
      kind: 'limit';
      parameter: string;
      largestAccepted?: number;
      smallestRefused?: { value: number; status: number };
      specPlace: string;
    };

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  calls: number;
  /** Status code to count. */
  statuses: Record<string, number>;
  differences: ReportedDifference[];
  observations: Observation[];
  /** Findings left out once the operation held MAX_ENTRIES differences (or observations) of distinct places. */
  omitted?: number;
}

export interface DriftReportData {
  description: { title: string; version: string };
  samples: boolean;
  exchanges: number;
  differences: number;
  observations: number;
  operations: OperationReport[];
  /** The operations of the description that no exchange called. */
  notCalled: string[];
}
