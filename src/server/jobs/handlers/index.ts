// The product's job handlers by kind (README.md beside the runner: adding a handler).
import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../runner';
import { BOARD_CONTRACT, boardContract } from './contracts-board';
import { CLEAN_UP, cleanUp } from './maintenance-cleanup';
import { DELIVER_MESSAGE, deliverMessage } from './messaging-deliver';
import { APPLY_PROVIDER_EVENT, applyProviderCallback } from './provider-callback';
import { SERVICER_TRANSMIT, servicerTransmit } from './servicer-transmit';
import { SERVICING_DAY, servicingDay } from './servicing-day';

export function productJobHandlers(app: FastifyInstance): JobHandlers {
  return {
    [DELIVER_MESSAGE]: deliverMessage(app.messaging, app.providers.storage),
    [CLEAN_UP]: cleanUp(app.config),
    [BOARD_CONTRACT]: boardContract(),
    [APPLY_PROVIDER_EVENT]: applyProviderCallback(),
    [SERVICER_TRANSMIT]: servicerTransmit(app.providers.servicer),
    [SERVICING_DAY]: servicingDay(app),
  };
}
