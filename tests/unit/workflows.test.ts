import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';

/** The GitHub Actions workflows (.github/workflows) and the Node version they and .nvmrc name. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKFLOWS_DIR = path.join(ROOT, '.github/workflows');

type Step = {uses?: string; with?: Record<string, unknown>};
type Job = {if?: string; needs?: string | string[]; container?: string; steps?: Step[]};
type Workflow = {name: string; on: Record<string, unknown>; jobs: Record<string, Job>};

const files = readdirSync(WORKFLOWS_DIR).filter((file) => file.endsWith('.yml'));
const text = (file: string) => readFileSync(path.join(WORKFLOWS_DIR, file), 'utf8');
const workflow = (file: string) => parseYaml(text(file)) as Workflow;

describe('the workflows', () => {
  it('use every action by a full commit SHA, with its version in a comment', () => {
    const uses = files.flatMap((file) => [...text(file).matchAll(/^\s*(?:-\s+)?uses:\s*(.+)$/gm)].map((match) => `${file}: ${match[1]}`));
    expect(uses.length).toBeGreaterThan(5);
    expect(uses.filter((line) => !/: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line))).toEqual([]);
  });

  it('deploy only after CI passed on a push to main, building the commit CI tested', () => {
    const ci = workflow('ci.yml');
    const deploy = workflow('deploy.yml');
    expect(deploy.on).toEqual({workflow_run: {workflows: [ci.name], types: ['completed'], branches: ['main']}});
    const build = deploy.jobs.build!;
    expect(build.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(build.if).toContain("github.event.workflow_run.event == 'push'");
    const checkout = build.steps!.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.ref).toBe('${{ github.event.workflow_run.head_sha }}');
    expect(deploy.jobs.deploy!.needs).toBe('build');
  });

  it('run the Node major that .nvmrc names, which package.json accepts', () => {
    const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
    const engines = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {engines: {node: string}}).engines.node;
    expect(nvmrc).toMatch(/^\d+$/);
    expect(Number(nvmrc)).toBeGreaterThanOrEqual(Number(engines.match(/>=\s*(\d+)/)![1]));
    const containers = files.flatMap((file) => Object.values(workflow(file).jobs).flatMap((job) => (job.container ? [job.container] : [])));
    expect(containers.length).toBeGreaterThan(0);
    expect(containers.filter((container) => !container.startsWith(`node:${nvmrc}-`))).toEqual([]);
  });
});
