import '../shared/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { PROJECT_KIND_LABELS, type ProjectDto } from '@domain/projects/project';
import { PROJECT_AFTER_MESSAGES, refusalMessage } from '@domain/projects/messages';
import {
  firstNameOf,
  publishProjectRatingInputSchema,
  rateProjectInputSchema,
  type ProjectAfterRefusal,
} from '@domain/projects/project-after';
import { firstPositions } from '@domain/shop/admin-showcase';
import { db } from '../shared/firebase';
import { readTestimonial } from '../shared/stored';
import { uidOf } from '../shared/actor';
import { projectEntry, projectToDto, runOwnProjectAction, runStaffProjectAction } from './lib/projects';

/** A refusal of the rating's callables, with its reason for the client. */
const refuse = (reason: ProjectAfterRefusal, message: string) =>
  new HttpsError('failed-precondition', message, { reason });

/**
 * rateProject (the owner, docs/projects.md "After commissioning"): once their project is commissioned, the
 * customer rates it once, 1 to 5 stars and a few words; it is not published until staff choose to.
 */
export const rateProject = onCall((request): Promise<{ project: ProjectDto }> =>
  runOwnProjectAction(request, rateProjectInputSchema, null, ({ tx, snap, project, input, by, now }) => {
    if (project.stage !== 'commissioned') {
      throw new HttpsError('failed-precondition', refusalMessage('wrong_stage'), { reason: 'wrong_stage' });
    }
    if (project.rating) throw refuse('already_rated', PROJECT_AFTER_MESSAGES.alreadyRated);
    const rating = { stars: input.stars, words: input.words, at: now, published: false };
    const note = `Rated ${input.stars} of 5 by the customer`;
    const timeline = [...project.timeline, projectEntry(project.stage, by, note, now)];
    tx.update(snap.ref, { rating, timeline, updatedAt: now });
    return { project: projectToDto({ ...project, rating, timeline, updatedAt: now }) };
  }),
);

/**
 * publishProjectRating (staff): shows the customer's rating on the home page as testimonials/{projectId}, in
 * the testimonials' own shape (the customer's first name and town, the stars, the words), or removes it.
 * Published, it goes first (firstPositions: the others keep their order after it), so that it is among the
 * home page's first SHOWCASE_QUERY.limit whatever positions the others have; staff move it in Admin › Showcase.
 * Published again while still there, it keeps the place staff gave it.
 */
export const publishProjectRating = onCall((request): Promise<{ project: ProjectDto }> =>
  runStaffProjectAction(
    request,
    'publishProjectRating',
    publishProjectRatingInputSchema,
    null,
    async ({ tx, snap, project, input, by, now }) => {
      const { rating } = project;
      if (!rating) throw refuse('no_rating', PROJECT_AFTER_MESSAGES.noRating);
      if (input.publish && !rating.words.trim()) throw refuse('no_words', PROJECT_AFTER_MESSAGES.noWords);
      const testimonials = db().collection('testimonials');
      const testimonial = testimonials.doc(project.id);
      if (input.publish) {
        // Every testimonial (a shop has tens), read before any write as a transaction requires.
        const all = (await tx.get(testimonials)).docs.map(readTestimonial);
        const kept = all.find((t) => t.id === project.id);
        const moves = kept ? [] : firstPositions(all, project.id).filter((p) => p.id !== project.id);
        for (const { id, position } of moves) tx.update(testimonials.doc(id), { position });
        tx.set(testimonial, {
          name: firstNameOf(project.customer.name).slice(0, 100) || 'Customer',
          location: project.site.town.slice(0, 100),
          role: `${PROJECT_KIND_LABELS[project.kind]} customer`.slice(0, 100),
          rating: rating.stars,
          text: rating.words.trim(),
          position: kept?.position ?? 0,
          visible: true,
          createdAt: now,
          updatedAt: now,
          updatedBy: uidOf(by),
        });
      } else {
        tx.delete(testimonial);
      }
      const published = { ...rating, published: input.publish };
      const note = input.publish ? 'Rating shown on the home page' : 'Rating removed from the home page';
      const timeline = [...project.timeline, projectEntry(project.stage, by, note, now)];
      tx.update(snap.ref, { rating: published, timeline, updatedAt: now });
      return { project: projectToDto({ ...project, rating: published, timeline, updatedAt: now }) };
    },
  ),
);
