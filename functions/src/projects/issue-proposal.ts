import '../shared/global-options';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { formatDate } from '@domain/shared/date-time';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import {
  buildProposalOption,
  discountTooLarge,
  proposalDocId,
  proposalSizing,
  proposalValidUntil,
  type FigureLine,
  type ProposalRecord,
} from '@domain/projects/proposal';
import { PROPOSAL_MESSAGES } from '@domain/projects/messages';
import { issueProposalInputSchema, type IssueProposalResponse } from '@domain/projects/proposal-input';
import { db } from '../shared/firebase';
import { uidOf } from '../shared/actor';
import { readProductOnSale, readSettings } from '../shared/stored';
import { projectToDto, proposalsOf, proposalToDto, runStaffProjectAction, writeProjectMove } from './lib/projects';

/** A stored product as a proposal line needs it, or the refusal of it (deleted, withdrawn, without a price). */
function lineOf(snap: DocumentSnapshot, quantity: number): FigureLine {
  const read = readProductOnSale(snap);
  const refuse = (message: string) =>
    new HttpsError('failed-precondition', message, { reason: 'product_unavailable', productId: snap.id });
  if (!read) throw refuse(PROPOSAL_MESSAGES.productGone);
  const { product } = read;
  const name = product.name || snap.id;
  if (read.deleted) throw refuse(PROPOSAL_MESSAGES.productDeleted(name));
  if (!product.available || !read.priced) throw refuse(PROPOSAL_MESSAGES.productUnavailable(name));
  return {
    productId: snap.id,
    name,
    kind: product.type === 'service' ? 'service' : 'product',
    price: fromPesewas(toPesewas(product.price)),
    quantity,
    category: product.category,
    specs: product.specs,
  };
}

/**
 * issueProposal (staff; docs/projects.md, "Proposals"): a surveyed project (or one whose proposal was sent,
 * e.g. expired) gets its next proposal version. In the project's transaction it reads the settings and every
 * product named, prices each line at today's catalogue price (never a price sent by the client), works out
 * each option's money, figures and savings (buildProposalOption), writes `projects/{id}/proposals/v{n+1}` and
 * moves the project to proposal_sent with the version, its validity and a timeline entry.
 */
export const issueProposal = onCall((request): Promise<IssueProposalResponse> =>
  runStaffProjectAction(request, 'issueProposal', issueProposalInputSchema, 'send_proposal', async (context) => {
    const { tx, project, input, by, now } = context;
    const productIds = [...new Set(input.options.flatMap((o) => o.lines.map((l) => l.productId)))];
    const [settingsSnap, ...productSnaps] = await tx.getAll(
      db().doc('settings/global'),
      ...productIds.map((id) => db().collection('products').doc(id)),
    );
    if (!settingsSnap || productSnaps.length !== productIds.length) {
      throw new Error('Firestore returned fewer documents than asked');
    }
    const products = new Map(productSnaps.map((snap) => [snap.id, snap]));
    const { business, projects: settings } = readSettings(settingsSnap);
    const sizing = proposalSizing(project);

    const options = input.options.map((option) => {
      const lines = option.lines.map((line) => lineOf(products.get(line.productId)!, line.quantity));
      if (option.discount && discountTooLarge(lines, option.discount.amount)) {
        throw new HttpsError('failed-precondition', PROPOSAL_MESSAGES.discountTooLarge(option.title), {
          reason: 'discount_too_large',
        });
      }
      return buildProposalOption({
        title: option.title,
        lines,
        discount: option.discount,
        business,
        region: project.site.region,
        depositPercent: settings.depositPercent,
        sizing,
        survey: project.survey,
      });
    });

    const version = project.proposalVersion + 1;
    const validUntil = Timestamp.fromDate(proposalValidUntil(now.toDate(), settings.proposalValidDays));
    const proposal: ProposalRecord<Timestamp> = {
      version,
      issuedAt: now,
      validUntil,
      issuedBy: uidOf(by),
      issuedByName: typeof by === 'string' ? '' : by.name,
      options,
      note: input.note,
    };
    tx.create(proposalsOf(project.id).doc(proposalDocId(version)), proposal);
    const moved = writeProjectMove(
      context,
      `Proposal ${version} sent, valid until ${formatDate(validUntil.toDate())}`,
      { proposalVersion: version, proposalValidUntil: validUntil },
    );
    return { project: projectToDto(moved), proposal: proposalToDto(proposal) };
  }),
);
