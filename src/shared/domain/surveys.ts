/**
 * Feedback surveys (docs/product.md «Feedback»): `usability` once per participant, the six stage surveys
 * once per candidate record. A stage survey is due after that stage's result: the video CV and the
 * test ask a success or a fail version, the assessment and the manager interview one version.
 */
import { STAGE_STATUS_GROUP, type StageStatus } from './stages.ts';

export const SURVEY_TYPES = [
  'usability',
  'video-interview-success',
  'video-interview-fail',
  'test-success',
  'test-fail',
  'assessment',
  'manager-interview',
] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const STAGE_SURVEY_TYPES: readonly SurveyType[] = SURVEY_TYPES.filter((s) => s !== 'usability');

/** The survey a stage's status asks for, or null (no result yet, or a stage without a survey). */
export function surveyForStage(n: number, status: StageStatus): SurveyType | null {
  const passed = STAGE_STATUS_GROUP[status] === 'passed';
  const failed = STAGE_STATUS_GROUP[status] === 'refused' || STAGE_STATUS_GROUP[status] === 'reserved';
  if (!passed && !failed) return null;
  switch (n) {
    case 2:
      return passed ? 'video-interview-success' : 'video-interview-fail';
    case 3:
      return passed ? 'test-success' : 'test-fail';
    case 4:
      return 'assessment';
    case 6:
      return 'manager-interview';
    default:
      return null;
  }
}

/**
 * The survey due for a record: the one of its latest stage with a result, unless already answered
 * (or skipped). Earlier stages' surveys that were never asked are not asked late.
 */
export function dueSurvey(
  stages: readonly { n: number; status: StageStatus }[],
  answered: readonly string[],
): SurveyType | null {
  const withResult = [...stages]
    .sort((a, b) => b.n - a.n)
    .map((s) => surveyForStage(s.n, s.status))
    .find((s) => s !== null);
  return withResult && !answered.includes(withResult) ? withResult : null;
}
