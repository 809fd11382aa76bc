import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';

/** The GitHub Actions workflows (.github/workflows) and the Node version they and .nvmrc name. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKFLOWS_DIR = path.join(ROOT, '.github/workflows');

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {if?: string; needs?: string | string[]; container?: string; 'timeout-minutes'?: number; steps?: Step[]};
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

  it("trust the checkout before any other step runs git in a container job (root there, not the folder's owner)", () => {
    const jobs = files.flatMap((file) => Object.entries(workflow(file).jobs).map(([name, job]) => ({name: `${file} ${name}`, job})));
    const untrusted = jobs
      .filter(({job}) => job.container && job.steps?.some((step) => step.uses?.startsWith('actions/checkout@')))
      .filter(({job}) => {
        const steps = job.steps!;
        const checkout = steps.findIndex((step) => step.uses?.startsWith('actions/checkout@'));
        const firstRun = steps.findIndex((step, index) => index > checkout && step.run !== undefined);
        return !steps[firstRun]?.run?.includes('git config --global --add safe.directory "$GITHUB_WORKSPACE"');
      })
      .map(({name}) => name);
    expect(untrusted).toEqual([]);
  });

  it('give every job that builds a time limit, so that a hung build fails instead of holding a runner for 6 hours', () => {
    const unbounded = files.flatMap((file) =>
      Object.entries(workflow(file).jobs)
        .filter(([, job]) => job.steps?.some((step) => /npm (run|test)|\.ci\/run/.test(step.run ?? '')) && !job['timeout-minutes'])
        .map(([name]) => `${file} ${name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('let a manual search push send main only: it replaces the whole hosted index', () => {
    expect(workflow('search-push.yml').jobs.push!.if).toContain(
      "github.event_name == 'workflow_dispatch' && github.ref == 'refs/heads/main'",
    );
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
