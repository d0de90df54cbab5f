// The hidden markers that find the project's pull-request comment again, to update it rather than add one.
import { readFile } from 'node:fs/promises';
import { discoverAnswers } from '../config/onboard.js';
import type { CommentMarker } from './github-api.js';

/**
 * Returns the markers that find the project's pull-request comment, in the order to try them (see upsertComment):
 * `<!-- qa-perf "project" "workflow" -->` with the project's name — from the validated config, else `project.name`
 * read leniently from a config that may be invalid — then with the name onboarding would give the project (its
 * package.json, else the repository), which a run that could not read the name wrote. When the name cannot be read
 * at all, the workflow's only comment of any project comes first: it is this project's, and keeps its marker.
 */
export async function commentMarkers(options: {
  configFile: string;
  workflow: string;
  repository?: string;
  /** The name from the validated config, when the run got that far. */
  projectName?: string;
}): Promise<CommentMarker[]> {
  // Onboarding always finds a name (at worst the folder's); the type allows none.
  const fallback = (await discoverAnswers(options.configFile, options.repository)).name ?? 'qa-perf';
  const workflow = markerText(options.workflow);
  const marker = (project: string) => `<!-- qa-perf ${markerText(project)} ${workflow} -->`;
  const name = options.projectName ?? (await readProjectName(options.configFile));
  if (name === undefined)
    return [
      new RegExp(String.raw`<!-- qa-perf "(?:[^"\\\n]|\\.)*" ` + `${escapeRegExp(workflow)} -->`),
      marker(fallback),
    ];
  return [...new Set([marker(name), marker(fallback)])];
}

/**
 * Returns `project.name` of a config file without validating the rest: from the JSON when it parses, else from the
 * text when it holds `"project": { … "name": "…"`; undefined when the file cannot be read or has no name.
 */
async function readProjectName(configFile: string): Promise<string | undefined> {
  const text = await readFile(configFile, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const name = (JSON.parse(text) as { project?: { name?: unknown } } | null)?.project?.name;
    return typeof name === 'string' && name.trim() ? name : undefined;
  } catch {
    // A syntax error elsewhere in the file must not change the comment's marker.
    const match = /"project"\s*:\s*\{[^{}]*?"name"\s*:\s*("(?:[^"\\\n]|\\.)*")/.exec(text);
    if (!match) return undefined;
    try {
      const name = JSON.parse(match[1]!) as string;
      return name.trim() ? name : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Text that is safe inside an HTML comment: no `--` and no `>`. */
function markerText(text: string): string {
  return JSON.stringify(text.replace(/-{2,}/g, '-').replace(/>/g, ''));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
