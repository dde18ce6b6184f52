// The one rule the sweep and the close of sales share (docs/protocols/payment.md step 6, docs/protocols/draw.md): cancel in
// LND first; if LND refuses, look again, and credit what settled meanwhile.
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelOrCredit } from '../../server/src/domain/purchases/cancel-or-credit.ts';
import { LightningError, type InvoiceState } from '../../server/src/domain/ports/index.ts';
import { createFakeLightning, unavailable, type FakeLightning } from './support/fake-lightning.ts';

let lightning: FakeLightning;
let id: string;
let credited: InvoiceState[];
const run = () => cancelOrCredit(lightning, id, (invoice) => void credited.push(invoice));
const refused = () => new LightningError('unknown', 'recusado');

beforeEach(async () => {
  lightning = createFakeLightning();
  id = (await lightning.createInvoice({ tokens: 1_000, description: 'x', expiresAt: new Date() }))
    .id;
  credited = [];
});

describe('cancelOrCredit', () => {
  it('cancelled in LND: cancelled, no second lookup', async () => {
    expect(await run()).toBe('cancelled');
    expect(lightning.invoice(id)?.isCanceled).toBe(true);
    expect(lightning.callsTo('getInvoice')).toEqual([]);
  });

  it('refused because it settled meanwhile: credited once, settled', async () => {
    lightning.once('cancelInvoice', () => {
      lightning.settle(id);
      throw new LightningError('already_settled', 'já paga');
    });
    expect(await run()).toBe('settled');
    expect(credited.map((invoice) => [invoice.id, invoice.isConfirmed])).toEqual([[id, true]]);
  });

  it('refused, and cancelled after all: cancelled', async () => {
    lightning.once('cancelInvoice', () => {
      lightning.invoices.get(id)!.state.isCanceled = true;
      throw refused();
    });
    expect(await run()).toBe('cancelled');
  });

  it('refused, and still payable: open (keep the reservation)', async () => {
    lightning.fail('cancelInvoice', refused());
    expect(await run()).toBe('open');
    expect(credited).toEqual([]);
  });

  it('refused, and LND no longer knows it: open', async () => {
    lightning.fail('cancelInvoice', refused());
    lightning.reply('getInvoice', null);
    expect(await run()).toBe('open');
  });

  it('refused, and the second lookup fails too: its LightningError reaches the caller', async () => {
    lightning.fail('cancelInvoice', unavailable());
    lightning.fail('getInvoice', unavailable('ainda fora'));
    await expect(run()).rejects.toThrow('ainda fora');
  });

  it('a bug (not a LightningError) is never taken for a refusal', async () => {
    lightning.fail('cancelInvoice', new TypeError('boom'));
    await expect(run()).rejects.toBeInstanceOf(TypeError);
    expect(lightning.callsTo('getInvoice')).toEqual([]);
  });
});
