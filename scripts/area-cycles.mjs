// The server's areas (modules/<area>, and platform) as a graph, and the cycles in it; used by
// check-boundaries.mjs on dependency-cruiser's JSON (its `modules`: source and dependencies' resolved paths).

/** Files that only tests load: the running app never imports them, so they make no dependency between areas. */
const TEST_ONLY = /\.test\.tsx?$|\/testing\.ts$|-test-support\.ts$/;

/** `modules/<area>` and `platform` of the server; null for anything else. */
export function areaOf(file) {
  const match = /^apps\/server\/src\/(?:modules\/([^/]+)\/|(platform)\/)/.exec(file);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * Area -> area -> one import that makes the edge (to name it in the message).
 * @param {{ modules: { source: string; dependencies: { resolved: string }[] }[] }} result
 * @returns {Map<string, Map<string, string>>}
 */
export function areaGraph(result) {
  const graph = new Map();
  for (const module of result.modules) {
    const from = areaOf(module.source);
    if (!from || TEST_ONLY.test(module.source)) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dependency of module.dependencies) {
      const to = areaOf(dependency.resolved);
      if (!to || to === from || graph.get(from).has(to)) continue;
      graph.get(from).set(to, `${module.source} -> ${dependency.resolved}`);
    }
  }
  return graph;
}

/** The shortest way back from `start` to itself, or null. */
function shortestCycleThrough(graph, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === start) {
        const cycle = [node];
        while (previous.get(cycle[0]) !== null) cycle.unshift(previous.get(cycle[0]));
        return [...cycle, start];
      }
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Each cycle between areas once, as the areas in order with the first repeated at the end.
 * @param {Map<string, Map<string, string>>} graph
 * @returns {string[][]}
 */
export function findAreaCycles(graph) {
  const seen = new Set();
  const cycles = [];
  for (const area of [...graph.keys()].sort()) {
    const cycle = shortestCycleThrough(graph, area);
    if (!cycle) continue;
    const key = [...new Set(cycle)].sort().join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    cycles.push(cycle);
  }
  return cycles;
}
