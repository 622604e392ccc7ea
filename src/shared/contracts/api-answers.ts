/**
 * What each API call answers by its contract: by method and route as the server registers them, the
 * schema of each status the route declares; `{}` where no answer is JSON (a file, a stream, an empty
 * 204). Any other refusal has the error schema (common.ts). Read by tests only: the web tests hold
 * their API fixtures to it (src/web/test/fixture.ts), so a fixture the contract would refuse fails its
 * test; the server holds it to the routes (src/server/test/web-fixture-contracts.test.ts), so a new
 * route, or one answering with another schema, fails there until its row here says so.
 */
import type { ZodType } from 'zod';
import * as adminUsers from './admin-users.ts';
import * as applications from './applications.ts';
import * as apply from './apply.ts';
import * as auth from './auth.ts';
import * as calendar from './calendar.ts';
import * as candidateCard from './candidate-card.ts';
import * as candidateStages from './candidate-stages.ts';
import * as candidatesTable from './candidates-table.ts';
import * as chat from './chat.ts';
import * as common from './common.ts';
import * as materials from './materials.ts';
import * as meetingSlots from './meeting-slots.ts';
import * as messages from './messages.ts';
import * as planDashboard from './plan-dashboard.ts';
import * as positionManagers from './position-managers.ts';
import * as positionStats from './position-stats.ts';
import * as positions from './positions.ts';
import * as posts from './posts.ts';
import * as profile from './profile.ts';
import * as reference from './reference.ts';
import * as screening from './screening.ts';
import * as statistics from './statistics.ts';
import * as testing from './testing.ts';
import * as vacancies from './vacancies.ts';
import * as vcv from './vcv.ts';

export const API_ANSWERS: Record<string, Record<number, ZodType>> = {
  'GET /sanctum/csrf-cookie': {},
  'POST /register/validate-personal': { 200: auth.StepOkSchema },
  'POST /register/validate-education': { 200: auth.StepOkSchema },
  'POST /register/validate-preferences': { 200: auth.StepOkSchema },
  'POST /register': { 201: auth.RegisterResponseSchema },
  'POST /sms/send-code': { 200: auth.SmsSendCodeResponseSchema },
  'POST /sms/login': { 200: auth.SmsLoginResponseSchema },
  'POST /login': { 200: auth.LoginResponseSchema },
  'POST /logout': {},
  'POST /forgot-password': { 200: common.OkSchema },
  'POST /reset-password': { 200: common.OkSchema },
  'GET /api/users/info': { 200: auth.UserInfoResponseSchema },
  'PUT /api/users/feedback/how-know': { 200: common.OkSchema },
  'PUT /api/users/feedback/usability': { 200: common.OkSchema },
  'PUT /api/users/feedback/video-interview-success': { 200: common.OkSchema },
  'PUT /api/users/feedback/video-interview-fail': { 200: common.OkSchema },
  'PUT /api/users/feedback/test-success': { 200: common.OkSchema },
  'PUT /api/users/feedback/test-fail': { 200: common.OkSchema },
  'PUT /api/users/feedback/assessment': { 200: common.OkSchema },
  'PUT /api/users/feedback/manager-interview': { 200: common.OkSchema },
  'GET /api/users/profile': { 200: profile.ProfileResponseSchema },
  'PUT /api/users/profile': { 200: profile.ProfileResponseSchema },
  'DELETE /api/users/consent': { 200: common.OkSchema },
  'GET /api/cities': { 200: reference.CitiesResponseSchema },
  'GET /api/citizenships': { 200: reference.CitizenshipsResponseSchema },
  'GET /api/institutions': { 200: reference.InstitutionsResponseSchema },
  'GET /api/screening/vacancy': { 200: screening.ScreeningVacancyResponseSchema },
  'GET /api/screening/vacancy/stages': { 200: screening.ScreeningStagesResponseSchema },
  'GET /api/screening/applications/amount': { 200: screening.ApplicationsAmountResponseSchema },
  'PUT /api/screening/stage/offer/decision': { 200: common.OkSchema },
  'POST /api/screening/apply': { 201: apply.ApplyResponseSchema, 422: common.ErrorSchema },
  'POST /api/screening/stage/:n/cv': { 200: apply.CvResponseSchema },
  'POST /api/screening/stage/:n/cv/link': { 200: apply.CvResponseSchema },
  'POST /api/screening/cv/link/check': { 200: apply.CheckResponseSchema },
  'PUT /api/screening/close': { 200: apply.CloseResponseSchema },
  'POST /api/screening/attach/check': { 200: apply.CheckResponseSchema },
  'POST /api/screening/file': { 201: apply.UploadedFileSchema },
  'POST /api/screening/stage/:n/attach': { 200: apply.AttachResponseSchema },
  'GET /api/file/:id': {},
  'POST /api/screening/stage/testing/start': { 200: testing.TestingStateSchema },
  'GET /api/screening/stage/testing/timer': { 200: testing.TestingStateSchema },
  'PUT /api/screening/stage/testing/answer': { 200: testing.TestingAnswerResponseSchema },
  'POST /api/screening/stage/testing/submit': { 200: testing.TestingSubmitResponseSchema },
  'GET /api/screening/stage/vcv/interview': { 200: vcv.VcvInterviewResponseSchema },
  'POST /api/vcv/update-webhook': { 200: vcv.VcvWebhookResponseSchema },
  'GET /api/messages': { 200: messages.MessagesResponseSchema },
  'PUT /api/messages/all/read': { 200: common.OkSchema },
  'PUT /api/messages/:id/read': { 200: common.OkSchema },
  'GET /api/events': {},
  'GET /api/vacancies/all': { 200: vacancies.VacanciesResponseSchema },
  'POST /api/vacancies/filter': { 200: vacancies.VacanciesResponseSchema },
  'POST /api/vacancies/cities/search': { 200: vacancies.CitiesSearchResponseSchema },
  'POST /api/vacancies/filter/subscribe': { 200: common.OkSchema },
  'POST /api/vacancies/filter/unsubscribe': { 200: common.OkSchema },
  'GET /api/vacancies/:id': { 200: vacancies.VacancyResponseSchema },
  'GET /api/vacancies/:id/stages': { 200: vacancies.VacancyStagesResponseSchema },
  'GET /api/dashboard/candidates/stages/:n/statuses': { 200: candidateStages.StageStatusesResponseSchema },
  'PUT /api/dashboard/candidate/:id/stage': { 200: candidateStages.StaffStagesResponseSchema },
  'PUT /api/dashboard/candidate/:id/stage/:n': { 200: candidateStages.StaffStagesResponseSchema },
  'POST /api/dashboard/candidate/:id/stage/:n/extend-deadline': {
    200: candidateStages.StaffStagesResponseSchema,
  },
  'GET /api/dashboard/vacancies/:id/managers': { 200: positionManagers.PositionManagersResponseSchema },
  'POST /api/dashboard/vacancies/:id/managers': { 200: positionManagers.PositionManagersResponseSchema },
  'GET /api/dashboard/vacancies/:id/managers/available': {
    200: positionManagers.AvailableManagersResponseSchema,
  },
  'DELETE /api/dashboard/vacancies/:id/managers/:uid/delete': { 200: common.OkSchema },
  'PUT /api/dashboard/vacancies/:id/managers/:uid/status': {
    200: positionManagers.PositionManagersResponseSchema,
  },
  'GET /api/dashboard/candidate/:id/managers/available': {
    200: positionManagers.CandidateManagerChoicesResponseSchema,
  },
  'PUT /api/dashboard/candidate/:id/manager': { 200: positionManagers.CandidateManagersResponseSchema },
  'GET /api/dashboard/vacancies/:id/statistics': { 200: positionStats.PositionStatisticsSchema },
  'GET /api/dashboard/candidate/:id': { 200: candidateCard.CandidateCardResponseSchema },
  'GET /api/dashboard/candidates/:id': { 200: candidateCard.CandidateRowResponseSchema },
  'PUT /api/dashboard/candidate/:id': { 200: candidateCard.CandidateCardResponseSchema },
  'DELETE /api/dashboard/candidate/:id': { 200: common.OkSchema },
  'POST /api/dashboard/candidate/:id/stage-comment/:n': { 200: candidateCard.StageCommentsResponseSchema },
  'GET /api/dashboard/candidate/:id/history': { 200: candidateCard.HistoryResponseSchema },
  'GET /api/dashboard/candidates/:id/export': {},
  'GET /api/dashboard/vacancies': { 200: positions.PositionListResponseSchema },
  'GET /api/dashboard/vacancies/form-lists': { 200: positions.PositionFormListsResponseSchema },
  'GET /api/dashboard/vacancies/variants': { 200: positions.PositionVariantsResponseSchema },
  'GET /api/dashboard/vacancies/entities': { 200: positions.PositionEntitiesResponseSchema },
  'GET /api/dashboard/vacancies/tags': { 200: positions.PositionTagsResponseSchema },
  'POST /api/dashboard/vacancies/tag/create': { 200: positions.PositionTagResponseSchema },
  'GET /api/dashboard/vacancies/:id': { 200: positions.PositionDetailResponseSchema },
  'POST /api/dashboard/vacancies/create': { 200: positions.PositionDetailResponseSchema },
  'POST /api/dashboard/vacancies/update/:id': { 200: positions.PositionDetailResponseSchema },
  'POST /api/dashboard/vacancies/update-opened/:id': { 200: positions.PositionDetailResponseSchema },
  'PUT /api/dashboard/vacancies/:id/status': { 200: positions.PositionDetailResponseSchema },
  'DELETE /api/dashboard/vacancies/:id': { 200: common.OkSchema },
  'GET /api/posts': { 200: posts.FeedResponseSchema },
  'GET /api/posts/:id': { 200: posts.FeedPostResponseSchema },
  'POST /api/posts/log/:id': { 200: common.OkSchema },
  'POST /api/posts/:id/react': { 200: posts.ReactResponseSchema },
  'DELETE /api/posts/:id/react': { 200: posts.ReactResponseSchema },
  'POST /api/posts/:id/negative-feedback': { 200: common.OkSchema },
  'GET /api/dashboard/posts': { 200: posts.AdminPostsResponseSchema },
  'GET /api/dashboard/posts/export': {},
  'GET /api/dashboard/posts/:id': { 200: posts.AdminPostResponseSchema },
  'POST /api/dashboard/posts/create': { 200: posts.AdminPostResponseSchema },
  'POST /api/dashboard/posts/create-carousel': { 200: posts.AdminPostResponseSchema },
  'POST /api/dashboard/posts/update/:id': { 200: posts.AdminPostResponseSchema },
  'PUT /api/dashboard/posts/:id/status': { 200: posts.AdminPostResponseSchema },
  'GET /api/dashboard/candidates': { 200: candidatesTable.CandidatesResponseSchema },
  'PUT /api/dashboard/candidates/statuses': { 200: candidatesTable.BulkStatusResponseSchema },
  'GET /api/dashboard/users': { 200: adminUsers.UsersResponseSchema },
  'GET /api/dashboard/users/filters': { 200: adminUsers.UserFiltersResponseSchema },
  'GET /api/dashboard/users/:id': { 200: adminUsers.UserDetailResponseSchema },
  'POST /api/dashboard/users': { 201: adminUsers.UserSavedResponseSchema },
  'POST /api/dashboard/users/manager': { 201: adminUsers.UserSavedResponseSchema },
  'POST /api/dashboard/users/update/:id': { 200: adminUsers.UserSavedResponseSchema },
  'DELETE /api/dashboard/users/:id': { 200: common.OkSchema },
  'GET /api/screening/applications': { 200: applications.ApplicationsResponseSchema },
  'PUT /api/screening/applications/statuses': { 200: applications.ApplicationsStatusesResponseSchema },
  'PUT /api/screening/user/:id/vacancy': { 200: applications.ReassignResponseSchema },
  'POST /api/messages/push-message': { 200: applications.PushMessageResponseSchema },
  'GET /api/dashboard/export': {},
  'GET /api/dashboard/export/search': {},
  'GET /api/dashboard/export/subscriptions': {},
  'GET /api/dashboard/export/feedback': {},
  'GET /api/dashboard/users/:id/chat': { 200: chat.ChatThreadResponseSchema },
  'POST /api/dashboard/users/:id/chat/create': {
    200: chat.ChatThreadResponseSchema,
    201: chat.ChatThreadResponseSchema,
  },
  'POST /api/dashboard/users/:id/chat': { 201: chat.ChatMessageResponseSchema },
  'GET /api/chat': { 200: chat.ChatThreadResponseSchema },
  'POST /api/chat': { 201: chat.ChatMessageResponseSchema },
  'GET /api/dashboard/vacancies/statistics': { 200: statistics.StatisticsSchema },
  'GET /api/dashboard/vacancies/dashboard': { 200: planDashboard.DashboardSchema },
  'GET /api/dashboard/vacancies/dashboard-import/template': {},
  'POST /api/dashboard/vacancies/dashboard-import': { 200: planDashboard.PlanImportResultSchema },
  'GET /api/materials': { 200: materials.ParticipantMaterialsResponseSchema },
  'GET /api/materials/:id': { 200: materials.MaterialResponseSchema },
  'GET /api/dashboard/materials': { 200: materials.MaterialListResponseSchema },
  'POST /api/dashboard/materials/create': { 200: materials.MaterialResponseSchema },
  'POST /api/dashboard/materials/update/:id': { 200: materials.MaterialResponseSchema },
  'DELETE /api/dashboard/materials/:id': { 200: common.OkSchema },
  'GET /api/dashboard/vacancies/manager-interviews': { 200: meetingSlots.InterviewPositionsResponseSchema },
  'GET /api/dashboard/vacancies/:id/slots': { 200: meetingSlots.StaffSlotsResponseSchema },
  'POST /api/dashboard/vacancies/:id/slots': { 201: meetingSlots.StaffSlotsResponseSchema },
  'POST /api/dashboard/vacancies/:id/slots/:slotId/cancel': { 200: meetingSlots.StaffSlotsResponseSchema },
  'PUT /api/dashboard/vacancies/:id/slot-cutoff': { 200: meetingSlots.StaffSlotsResponseSchema },
  'GET /api/screening/slots': { 200: meetingSlots.ParticipantSlotsResponseSchema },
  'PUT /api/screening/slot': {
    200: meetingSlots.ParticipantSlotsResponseSchema,
    409: meetingSlots.SlotConflictSchema,
  },
  'GET /api/screening/stage/:n/meeting.ics': {},
  'GET /api/dashboard/calendar-feed': { 200: calendar.CalendarFeedResponseSchema },
  'POST /api/dashboard/calendar-feed': { 200: calendar.CalendarFeedResponseSchema },
  'GET /api/calendar-feed/:token': {},
};
