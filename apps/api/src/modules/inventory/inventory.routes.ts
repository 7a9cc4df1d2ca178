import { inventoryEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { Changed, InventoryService } from './inventory.service.js';

const changed = ({ units, message }: Changed) => ok({ data: units }, message);

export function inventoryRoutes(route: Route, { inventory }: { inventory: InventoryService }) {
  route(inventoryEndpoints.list, async ({ ctx, query }) => ok(await inventory.list(ctx, query), 'Inventory'));
  route(inventoryEndpoints.stock, async ({ ctx }) => ok(await inventory.stock(ctx), 'Stock'));
  route(inventoryEndpoints.components, async ({ ctx }) =>
    ok({ data: await inventory.components(ctx) }, 'Components'),
  );
  route(inventoryEndpoints.add, async ({ ctx, body }) => changed(await inventory.add(ctx, body)));
  route(inventoryEndpoints.changeStatus, async ({ ctx, body }) =>
    changed(await inventory.changeStatus(ctx, body)),
  );
  route(inventoryEndpoints.transfers, async ({ ctx, query }) =>
    ok(await inventory.transfers(ctx, query), 'Transfers'),
  );
  route(inventoryEndpoints.confirmTransfer, async ({ ctx, body }) =>
    changed(await inventory.confirmTransfer(ctx, body)),
  );
  route(inventoryEndpoints.inProcessing, async ({ ctx, query }) =>
    ok(await inventory.inProcessing(ctx, query), 'In processing'),
  );
  route(inventoryEndpoints.changeInProcessing, async ({ ctx, body }) =>
    changed(await inventory.changeInProcessing(ctx, body)),
  );
  route(inventoryEndpoints.unit, async ({ ctx, query }) => ok(await inventory.unit(ctx, query.id), 'Unit'));
  route(inventoryEndpoints.lookup, async ({ ctx, query }) =>
    ok({ data: await inventory.lookup(ctx, query) }, 'Unit'),
  );
  route(inventoryEndpoints.transferTargets, async ({ ctx, query }) =>
    ok({ data: await inventory.transferTargets(ctx, query) }, 'Blood banks'),
  );
}
