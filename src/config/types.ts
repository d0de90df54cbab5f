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
  requirements: { docsPath: string | null };
}

interface Domain {
  enabled: boolean;
  reportDir: string;
}

export interface UiDomain extends Domain {
  baseUrl?: string;
  recordVideo: boolean;
}

export interface ApiDomain extends Domain {
  baseUrl?: string;
  schemaUrl?: string;
  schemaPath?: string;
}

export interface AccessibilityDomain extends Domain {
  jurisdiction?: 'US' | 'EU' | 'UK' | 'NZ' | 'AU' | 'CA' | 'INTERNATIONAL';
  level?: 'A' | 'AA' | 'AAA';
}

export interface PerformanceDomain extends Domain {
  /** After loading: the resolved base URL (flag or input, this field, then `domains.api.baseUrl`). */
  baseUrl?: string;
  /** After loading: the resolved schema (this field, then the api domain's `schemaUrl` or `schemaPath`). */
  schemaUrl?: string;
  thresholds: { p99LatencyMs?: number; okRequestPercent?: number };
}
