// The one script of report.html beside uPlot: each scenario's charts drawn from the page's JSON data.
/** The colours of the charts' lines, by series index; the legends' values (legend-values.ts) show the same. */
export const SERIES_COLORS = ['#0969da', '#cf222e', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#1b7c83', '#953800'];

/**
 * The one script of report.html beside uPlot: it reads the figures from the JSON data element (never from markup) and
 * draws each scenario's charts into the places the page left for them. Labels reach uPlot as text (it sets
 * textContent), so no name from the data becomes markup. Plain ES2017, no module: the file opens from disk.
 */
export const PAGE_SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('data').textContent);
  var X = data.distributionX;
  var style = getComputedStyle(document.documentElement);
  var fg = style.getPropertyValue('--fg').trim() || '#1f2328';
  var rule = style.getPropertyValue('--rule').trim() || '#d1d9e0';
  var COLORS = ${JSON.stringify(SERIES_COLORS)};
  var charts = [];

  function percentLabel(x) {
    var p = 100 * (1 - 1 / x);
    return (p >= 99 ? Number(p.toPrecision(7)) : Math.round(p * 10) / 10) + '%';
  }
  function axis(extra) {
    var base = { stroke: fg, grid: { stroke: rule, width: 1 }, ticks: { stroke: rule, width: 1 } };
    for (var key in extra) base[key] = extra[key];
    return base;
  }
  function line(label, index, extra) {
    var series = { label: label, stroke: COLORS[index % COLORS.length], width: 2, spanGaps: false };
    for (var key in extra) series[key] = extra[key];
    return series;
  }
  function draw(box, options, columns) {
    options.width = Math.max(280, box.clientWidth - 12);
    options.height = 220;
    options.legend = { live: true };
    charts.push({ box: box, plot: new uPlot(options, columns, box) });
  }

  // Percentile curves (the latency's, a stream's event gaps), x = 1/(1-p) on a log axis.
  function drawCurves(box, curves) {
    // The axis ends where the longest curve does (its max), in whole decades: 90%, 99%, 99.9%…
    var last = 0;
    curves.forEach(function (curve) { curve.ms.forEach(function (ms, i) { if (ms !== null && i > last) last = i; }); });
    var end = Math.max(10, Math.pow(10, Math.ceil(Math.log10(X[last]))));
    var decades = [];
    for (var d = 1; d <= end; d *= 10) decades.push(d);
    draw(box, {
      scales: {
        x: { time: false, distr: 3, log: 10, range: function () { return [1, end]; } },
        y: { range: function (u, min, max) { return [0, max > 0 ? max * 1.05 : 1]; } },
      },
      series: [{ label: 'percentile', value: function (u, x) { return x == null ? '-' : percentLabel(x); } }]
        .concat(curves.map(function (curve, i) { return line(curve.label, i, { points: { show: false } }); })),
      axes: [
        axis({ label: 'percentile', splits: function () { return decades; }, values: function (u, xs) { return xs.map(percentLabel); } }),
        axis({ label: 'ms', size: 60 }),
      ],
    }, [X].concat(curves.map(function (curve) { return curve.ms; })));
  }

  var drawers = {
    distribution: function (box, scenario) { drawCurves(box, scenario.distribution); },
    eventGap: function (box, scenario) { drawCurves(box, scenario.eventGap); },
    timeline: function (box, scenario) {
      var t = scenario.timeline;
      var seconds = t.second || t.requests.map(function (_, i) { return t.start + i * t.every; });
      draw(box, {
        scales: { x: { time: false }, rate: {}, ms: {} },
        series: [
          { label: 'second' },
          line('requests/s', 0, { scale: 'rate' }),
          line('errors/s', 1, { scale: 'rate', dash: [4, 4] }),
          line('p50 ms', 2, { scale: 'ms' }),
          line('p95 ms', 3, { scale: 'ms' }),
          line('p99 ms', 4, { scale: 'ms' }),
        ],
        axes: [axis({ label: 'second', incrs: [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600] }), axis({ scale: 'rate', label: 'req/s', size: 60 }),
          axis({ scale: 'ms', label: 'ms', side: 1, size: 60, grid: { show: false } })],
      }, [seconds, t.requests, t.errors, t.p50, t.p95, t.p99]);
    },
    events: function (box, scenario) {
      var t = scenario.events;
      var seconds = t.second || t.events.map(function (_, i) { return t.start + i * t.every; });
      draw(box, {
        scales: { x: { time: false } },
        series: [{ label: 'second' }, line('events/s', 2)],
        axes: [axis({ label: 'second', incrs: [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600] }), axis({ label: 'events/s', size: 60 })],
      }, [seconds, t.events]);
    },
    rounds: function (box, scenario) {
      var r = scenario.rounds;
      var n = Math.max(r.base.length, r.head.length);
      var x = [], base = [], head = [];
      for (var i = 0; i < n; i++) { x.push(i + 1); base.push(i < r.base.length ? r.base[i] : null); head.push(i < r.head.length ? r.head[i] : null); }
      draw(box, {
        scales: { x: { time: false } },
        series: [{ label: 'round' }, line('base p95 ms', 6), line('head p95 ms', 0)],
        axes: [axis({ label: 'round', incrs: [1, 2, 5, 10, 20, 50] }), axis({ label: 'ms', size: 60 })],
      }, [x, base, head]);
    },
  };

  data.scenarios.forEach(function (scenario) {
    Object.keys(drawers).forEach(function (kind) {
      var box = document.getElementById(scenario.id + '-' + kind);
      if (box && scenario[kind]) drawers[kind](box, scenario);
    });
  });

  var pending;
  window.addEventListener('resize', function () {
    clearTimeout(pending);
    pending = setTimeout(function () {
      charts.forEach(function (chart) { chart.plot.setSize({ width: Math.max(280, chart.box.clientWidth - 12), height: 220 }); });
    }, 150);
  });
})();
`;
