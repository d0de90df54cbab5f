// The effective `qa.config.json`'s type: validated, its defaults applied.
/** The effective `qa.config.json`: validated against schemas/qa.config.schema.json, with its defaults applied. */
export interface QaConfig {
  $schema?: string;
  project: { name: string };
  domains: {
    ui: UiDomain;
    api: ApiDomain;
    accessibility: AccessibilityDomain;
    performance: PerformanceDomain;
  };
  /** `docsPath` defaults to `./requirements`; `null` says there is none. */
  requirements: { docsPath: string | null };
}

interface Domain {
  enabled: boolean;
  reportDir: string;
}

interface UiDomain extends Domain {
  baseUrl?: string;
  recordVideo: boolean;
}

interface ApiDomain extends Domain {
  baseUrl?: string;
  schemaUrl?: string;
  schemaPath?: string;
}

interface AccessibilityDomain extends Domain {
  jurisdiction?: 'US' | 'EU' | 'UK' | 'NZ' | 'AU' | 'CA' | 'INTERNATIONAL';
  /** Defaults to `AA`. */
  level: 'A' | 'AA' | 'AAA';
}

interface PerformanceDomain extends Domain {
  /** After loading: the resolved base URL (flag or input, this field, then `domains.api.baseUrl`). */
  baseUrl?: string;
  /** Set whenever the domain is enabled (required); never taken from the api domain. */
  schemaUrl?: string;
  /**
   * Headers for fetching `schemaUrl` over HTTP; values may hold `${NAME}` (filled from the environment), and a
   * credential header always does.
   */
  schemaHeaders?: Record<string, string>;
  thresholds: { p99LatencyMs?: number; okRequestPercent?: number };
}
