import type { FastifyInstance } from 'fastify';
import {
  clientAddressInput,
  clientAddressListQuery,
  clientAddressPage,
  clientAddressParams,
  clientAddressSchema,
  clientParams,
} from '../../../shared/api/client-addresses';
import { todayIn } from '../../../shared/dates';
import { recordRoutes } from '../../platform/record-routes';
import { findClientAddress, listClientAddresses } from './client-addresses.queries';
import { underClient } from './client-scope';
import { createClientAddress, deleteClientAddress, updateClientAddress } from './save-client-address';

export async function clientAddressesRoutes(app: FastifyInstance) {
  recordRoutes(app, '/api/clients/:client/addresses', {
    access: { read: 'view_clients', write: 'manage_clients' },
    scope: underClient(clientParams, clientAddressParams),
    schemas: { query: clientAddressListQuery, page: clientAddressPage, record: clientAddressSchema, input: clientAddressInput },
    commands: {
      list: listClientAddresses,
      find: findClientAddress,
      create: createClientAddress,
      update: updateClientAddress,
      remove: (db, client, id, actor) => deleteClientAddress(db, client, id, actor, todayIn(app.config.timeZone)),
    },
  });
}
