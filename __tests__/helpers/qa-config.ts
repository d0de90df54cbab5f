/** Returns a qa.config.json object: project `name`, ui, api and accessibility off, performance on with `performance`. */
export function performanceConfig(name: string, performance: Record<string, unknown>) {
  return {
    project: { name },
    domains: {
      ui: { enabled: false },
      api: { enabled: false },
      accessibility: { enabled: false },
      performance: { enabled: true, ...performance },
    },
  };
}
