/** The feedback module's face: it owns the feedback table. */
export { feedbackModule } from './feedback.routes.ts';
