// The job runner's public face (README.md beside this file).
export { enqueue, type NewJob } from './enqueue';
export { queueMessage, type QueuedMessage } from './handlers/messaging-deliver';
export { registerJobRunner } from './app-runner';
export {
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobRunner,
  runNextJob,
  startJobRunner,
} from './runner';
