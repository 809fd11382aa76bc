import type {Locale} from './wireframes';

/**
 * How a guide page's steps name the dashboard's controls, as pure functions of
 * the page's source, so that a planted page can show each rule fails.
 *
 * - A **step** is the first line of an item of a numbered list (`1. ...`)
 *   outside code blocks. Continuation lines and bullet lists are not steps.
 * - A **control name** is bold text in a step: en `Select **Execute** ⑤`,
 *   zh-TW `點選「**執行**」⑤`. Bold text that opens the item and ends it as a
 *   run-in heading (`1. **Money in.** ...`, `1. **第 12 日，付款。** ...`) is
 *   the item's title, not a control.
 * - zh-TW writes a control name inside 「」: 「**執行**」. Bold without the
 *   brackets, or 「執行」 without the bold right after a verb that acts on a
 *   control (點選, 選擇, 開啟 ...), is a step that does not name its control as
 *   the rule says.
 */
export type Step = {line: number; text: string};
export type ControlName = {line: number; name: string};

const NUMBERED_ITEM = /^\s*\d+\.\s+(.*)$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const BOLD = /\*\*([^*\n]+?)\*\*/g;
/** Bold that opens an item and ends in a full stop or a colon, inside or right after it. */
const RUN_IN_HEADING = /^\*\*[^*\n]+?(?:[.。:：]\*\*|\*\*[.。:：])/;

/** The steps of a page, with their line numbers (1-based). */
export function stepsOf(markdown: string): Step[] {
  const steps: Step[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((raw, index) => {
    const opening = FENCE.exec(raw);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening[1]!;
      return;
    }
    const item = NUMBERED_ITEM.exec(raw);
    if (item) steps.push({line: index + 1, text: item[1]!});
  });
  return steps;
}

/** The control names a step names, in order; a run-in heading is left out. */
export function controlNamesOfStep(text: string): string[] {
  const headingEnd = RUN_IN_HEADING.exec(text)?.[0].length ?? 0;
  return [...text.matchAll(BOLD)].filter((match) => match.index >= headingEnd).map((match) => match[1]!.trim());
}

/** Every control name a page's steps name. */
export function controlNamesOf(markdown: string): ControlName[] {
  return stepsOf(markdown).flatMap((step) => controlNamesOfStep(step.text).map((name) => ({line: step.line, name})));
}

/** Verbs that act on a control; a 「name」 right after one of them is a control named without bold. */
const ZH_CONTROL_VERBS = ['點選', '選擇', '開啟', '前往', '勾選', '關閉', '切換到', '按下'];

/** Where a step writes a control name against the locale's form, described; empty when it does not. */
export function controlFormProblems(markdown: string, locale: Locale): string[] {
  if (locale !== 'zh-TW') return [];
  const problems: string[] = [];
  for (const step of stepsOf(markdown)) {
    const headingEnd = RUN_IN_HEADING.exec(step.text)?.[0].length ?? 0;
    for (const match of step.text.matchAll(BOLD)) {
      if (match.index < headingEnd) continue;
      const before = step.text[match.index - 1];
      const after = step.text[match.index + match[0].length];
      if (before !== '「' || after !== '」') problems.push(`line ${step.line}: write the control as 「**${match[1]}**」, not ${match[0]}`);
    }
    for (const verb of ZH_CONTROL_VERBS) {
      for (const match of step.text.matchAll(new RegExp(`${verb}「([^」*]+)」`, 'g'))) {
        problems.push(`line ${step.line}: ${verb}「${match[1]}」 names a control without bold: write ${verb}「**${match[1]}**」`);
      }
    }
  }
  return problems;
}

/** The words of a screen's label that name it: the label itself, less an "(optional)" hint. */
export function labelNames(label: string): string[] {
  const bare = label.replace(/\s*(?:\(optional\)|（選填）)$/, '');
  return bare === label ? [label] : [label, bare];
}

/** The control names of a page's steps that none of its screens' labels shows. */
export function controlsNotOnScreens(markdown: string, labels: readonly string[]): ControlName[] {
  const names = new Set(labels.flatMap(labelNames));
  return controlNamesOf(markdown).filter(({name}) => !names.has(name));
}

/** A pair of labels, one per locale, as TERMS.md's screen labels give them. */
export type LabelPair = Record<Locale, string>;

/**
 * Where a page and its twin do not name the same controls in the same step:
 * each control name of a step must have a TERMS.md pair whose other label the
 * twin's step names. Steps are matched by their order on the page.
 */
export function twinControlProblems(zh: string, en: string, pairs: readonly LabelPair[]): string[] {
  const zhSteps = stepsOf(zh);
  const enSteps = stepsOf(en);
  if (zhSteps.length !== enSteps.length) return [`${zhSteps.length} steps in zh-TW, ${enSteps.length} in en`];
  const problems: string[] = [];
  zhSteps.forEach((zhStep, index) => {
    const enStep = enSteps[index]!;
    const names = {'zh-TW': controlNamesOfStep(zhStep.text), en: controlNamesOfStep(enStep.text)};
    for (const [locale, other] of [
      ['zh-TW', 'en'],
      ['en', 'zh-TW'],
    ] as const) {
      for (const name of names[locale]) {
        if (!pairs.some((pair) => pair[locale] === name && names[other].includes(pair[other]))) {
          problems.push(
            `step ${index + 1} (line ${zhStep.line} / ${enStep.line}): ${locale} names ${name}, the ${other} step names ${names[other].join(', ') || 'no control'}`,
          );
        }
      }
    }
  });
  return problems;
}
