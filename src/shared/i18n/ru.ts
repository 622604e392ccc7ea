/**
 * Every user-facing string of the product, in Russian: one module per area in `ru/` (and `ru/ui/`
 * for the web app's pages), gathered here into the one `ru` object the server and the tests read.
 * The web app imports the area modules it needs instead, so a page's chunk carries only its own
 * texts (docs/decisions/015-code-splitting.md).
 */
import { ruAppTitle } from './ru/app-title.ts';
import { ruApply } from './ru/apply.ts';
import { ruAuth } from './ru/auth.ts';
import { ruCandidateCard } from './ru/candidate-card.ts';
import { ruCandidateStages } from './ru/candidate-stages.ts';
import { ruCandidatesTable } from './ru/candidates-table.ts';
import { ruErrors } from './ru/errors.ts';
import { ruFeedback } from './ru/feedback.ts';
import { ruFiles } from './ru/files.ts';
import { ruJourney } from './ru/journey.ts';
import { ruLive } from './ru/live.ts';
import { ruReminders } from './ru/reminders.ts';
import { ruMail } from './ru/mail.ts';
import { ruMeetingSlots } from './ru/meeting-slots.ts';
import { ruOffer } from './ru/offer.ts';
import { ruPositionManagers } from './ru/position-managers.ts';
import { ruPositions } from './ru/positions.ts';
import { ruSms } from './ru/sms.ts';
import { ruStaffCandidateCard } from './ru/staff-candidate-card.ts';
import { ruStageDetails } from './ru/stage-details.ts';
import { ruStageNotice } from './ru/stage-notice.ts';
import { ruTesting } from './ru/testing.ts';
import { ruVacancies } from './ru/vacancies.ts';
import { ruValidation } from './ru/validation.ts';
import { ruVcv } from './ru/vcv.ts';
import { ruWebActivation } from './ru/ui/activation.ts';
import { ruWebCode } from './ru/ui/code.ts';
import { ruWebConsent } from './ru/ui/consent.ts';
import { ruWebEmailLogin } from './ru/ui/email-login.ts';
import { ruWebEntering } from './ru/ui/entering.ts';
import { ruWebErrorPages } from './ru/ui/error-pages.ts';
import { ruWebErrors } from './ru/ui/errors.ts';
import { ruWebExport } from './ru/ui/export.ts';
import { ruWebForgot } from './ru/ui/forgot.ts';
import { ruWebLanding } from './ru/ui/landing.ts';
import { ruWebLogin } from './ru/ui/login.ts';
import { ruWebMaterial } from './ru/ui/material.ts';
import { ruWebMobile } from './ru/ui/mobile.ts';
import { ruWebNav } from './ru/ui/nav.ts';
import { ruWebNewswire } from './ru/ui/newswire.ts';
import { ruWebNotifications } from './ru/ui/notifications.ts';
import { ruWebProfile } from './ru/ui/profile.ts';
import { ruWebProgress } from './ru/ui/progress.ts';
import { ruWebReset } from './ru/ui/reset.ts';
import { ruWebShell } from './ru/ui/shell.ts';
import { ruWebSignup } from './ru/ui/signup.ts';
import { ruWebStaffNav } from './ru/ui/staff-nav.ts';
import { ruWebSupport } from './ru/ui/support.ts';
import { ruWebUnsubscribe } from './ru/ui/unsubscribe.ts';
import { ruWebVacancies } from './ru/ui/vacancies.ts';
import { ruWebVacancy } from './ru/ui/vacancy.ts';
import { ruWebVacancyPreview } from './ru/ui/vacancy-preview.ts';
import { ruWebVerified } from './ru/ui/verified.ts';
import { ruWebWelcome } from './ru/ui/welcome.ts';
import { ruAdminUsers } from './ru/admin-users.ts';
import { ruApplications } from './ru/applications.ts';
import { ruChat } from './ru/chat.ts';
import { ruFeed } from './ru/feed.ts';
import { ruHome } from './ru/home.ts';
import { ruReassignApply } from './ru/reassign-apply.ts';
import { ruPlanDashboard } from './ru/plan-dashboard.ts';
import { ruStatistics } from './ru/statistics.ts';
import { STAGE_NAMES, STATUS_LABELS } from './ru/statuses.ts';

export { plural } from './ru/plural.ts';

export const ru = {
  appTitle: ruAppTitle,
  errors: ruErrors,
  validation: ruValidation,
  auth: ruAuth,
  candidateStages: ruCandidateStages,
  stageNotice: ruStageNotice,
  meetingSlots: ruMeetingSlots,
  sms: ruSms,
  mail: ruMail,
  live: ruLive,
  reminders: ruReminders,
  vacancies: ruVacancies,
  stageNames: STAGE_NAMES,
  statuses: STATUS_LABELS,
  web: {
    ...ruWebShell,
    errors: ruWebErrors,
    welcome: ruWebWelcome,
    nav: ruWebNav,
    staffNav: ruWebStaffNav,
    support: ruWebSupport,
    export: ruWebExport,
    entering: ruWebEntering,
    login: ruWebLogin,
    code: ruWebCode,
    emailLogin: ruWebEmailLogin,
    forgot: ruWebForgot,
    activation: ruWebActivation,
    verified: ruWebVerified,
    reset: ruWebReset,
    signup: ruWebSignup,
    consent: ruWebConsent,
    errorPages: ruWebErrorPages,
    progress: ruWebProgress,
    vacancies: ruWebVacancies,
    vacancy: ruWebVacancy,
    vacancyPreview: ruWebVacancyPreview,
    unsubscribe: ruWebUnsubscribe,
    newswire: ruWebNewswire,
    notifications: ruWebNotifications,
    profile: ruWebProfile,
    mobile: ruWebMobile,
    material: ruWebMaterial,
    landing: ruWebLanding,
  },
  files: ruFiles,
  apply: ruApply,
  vcv: ruVcv,
  journey: ruJourney,
  stageDetails: ruStageDetails,
  offer: ruOffer,
  feedback: ruFeedback,
  testing: ruTesting,
  candidateCard: ruCandidateCard,
  positions: ruPositions,
  positionManagers: ruPositionManagers,
  staffCandidateCard: ruStaffCandidateCard,
  candidatesTable: ruCandidatesTable,
  statistics: ruStatistics,
  planDashboard: ruPlanDashboard,
  applications: ruApplications,
  home: ruHome,
  adminUsers: ruAdminUsers,
  chat: ruChat,
  feed: ruFeed,
  reassignApply: ruReassignApply,
} as const;
