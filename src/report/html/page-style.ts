// The style sheet of report.html: light and dark colour schemes, and a print layout.
/**
 * The style sheet of report.html: light and dark colour schemes (prefers-color-scheme) through custom properties, and
 * a print layout (white paper, black text, sections kept whole, charts scaled to the page).
 */
export const PAGE_STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --rule: #d1d9e0; --panel: #f6f8fa;
  --pass: #1a7f37; --fail: #cf222e; --warn: #9a6700; --info: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --rule: #3d444d; --panel: #151b23;
    --pass: #3fb950; --fail: #f85149; --warn: #d29922; --info: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 3rem; background: var(--bg); color: var(--fg);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
h1 { font-size: 1.6rem; margin: 0.5rem 0; }
h2 { font-size: 1.25rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
a { color: var(--info); }
code, pre, .line { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; max-width: 60ch; }
.facts, .meta, caption, figcaption { color: var(--muted); }
section.scenario { border: 1px solid var(--rule); border-left-width: 6px; border-radius: 6px; padding: 0.75rem 1rem;
  margin: 1.25rem 0; background: var(--bg); }
section.passed { border-left-color: var(--pass); }
section.failed, section.errored { border-left-color: var(--fail); }
section.inconclusive, section.cancelled { border-left-color: var(--warn); }
section.skipped { border-left-color: var(--muted); }
.headline { font-size: 1.15rem; font-weight: 600; margin: 0.25rem 0; }
.not-run { background: var(--panel); border-radius: 6px; padding: 0.4rem 0.75rem; margin: 0.5rem 0; }
.not-run p, .not-run ul { margin: 0.2rem 0; }
.graphql-message { white-space: pre-wrap; overflow-wrap: anywhere; max-width: 80ch; }
table.legend { display: table; margin: 0 0 0.25rem; font-size: 0.8rem; }
table.legend th, table.legend td { padding: 0 0.4rem; }
table.legend td { text-align: right; font-variant-numeric: tabular-nums; }
table.legend th[scope="row"] { background: none; font-weight: normal; }
.swatch { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 2px; margin-right: 0.35em;
  vertical-align: -0.05em; }
table { border-collapse: collapse; margin: 0.5rem 1rem 0.75rem 0; display: inline-table; vertical-align: top; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.2rem; }
th, td { border: 1px solid var(--rule); padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
th { background: var(--panel); }
table.figures td, table.counts td:nth-child(n+2) { text-align: right; font-variant-numeric: tabular-nums; }
.badge { display: inline-block; border-radius: 1em; padding: 0 0.6em; font-size: 0.8rem; font-weight: 600;
  color: #fff; background: var(--muted); vertical-align: middle; }
.badge.passed, .badge.met, .badge.unchanged { background: var(--pass); }
.badge.failed, .badge.errored, .badge.breached, .badge.regressed { background: var(--fail); }
.badge.inconclusive, .badge.cancelled { background: var(--warn); }
.error, .triage { background: var(--panel); border-radius: 6px; padding: 0.4rem 0.75rem; margin: 0.5rem 0; }
.error strong { color: var(--fail); }
.charts { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0.5rem 0; }
figure.chart { margin: 0; flex: 1 1 360px; min-width: 300px; border: 1px solid var(--rule); border-radius: 6px;
  padding: 0.4rem; background: var(--bg); }
figure.chart figcaption { font-size: 0.85rem; margin-bottom: 0.25rem; }
.uplot, .uplot .u-legend { font-family: inherit; color: var(--fg); }
.nojs { background: var(--panel); padding: 0.4rem 0.75rem; border-radius: 6px; }
@media print {
  :root { --bg: #ffffff; --fg: #000000; --muted: #333333; --rule: #999999; --panel: #eeeeee; color-scheme: light; }
  body { max-width: none; padding: 0; font-size: 11px; }
  section.scenario { break-inside: avoid-page; }
  figure.chart { break-inside: avoid; }
  figure.chart canvas { max-width: 100%; height: auto !important; }
  .badge { color: #000; border: 1px solid #000; background: none !important; }
}
`;
