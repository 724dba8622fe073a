/**
 * Photos on the demo's recent visits, stored as a contractor's finished upload would be: a complete `uploads`
 * row (owned by the visit's `schedule_assets`, sent by the contractor) pointing at its own file in storage,
 * and a `schedule_assets` row taken during the visit. Only complete visits of the last fortnight get them,
 * almost every one of a client that requires photos and some of the others, 1–3 each; older visits are
 * waved through by the office (`ignore_missing_photos`) so earnings still count them.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { schedulePhotoMaxBytes } from '../../../shared/api/user-schedules';
import { addDays, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { clients } from '../../features/clients/clients.table';
import { scheduleAssetsOwnerType } from '../../features/schedules/visit-photos';
import { scheduleAssets, schedules, scheduleUsers } from '../../features/schedules/schedules.table';
import { uploads } from '../../features/uploads/uploads.table';
import { randomToken } from '../../platform/crypto';
import type { Storage } from '../../platform/storage';
import { type PhotoScene, photoScenes, renderScene } from './photo-scenes';
import type { Random } from './random';

/** Visits due this many days before today, up to today, have photos. */
export const PHOTO_WINDOW_DAYS = 14;

type Photo = { visitId: number; userId: number; scene: PhotoScene; takenAt: Date };

/** Who took which photo when: drawn in visit-id order from the demo's generator, so every seed agrees. */
async function planPhotos(db: Db, random: Random, today: IsoDate): Promise<Photo[]> {
  const visits = await db
    .select({
      id: schedules.id,
      dueAt: schedules.dueAt,
      completedAt: schedules.completedAt,
      attended: schedules.attended,
      requirePhotos: clients.requirePhotos,
    })
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .where(and(eq(schedules.complete, true), gte(schedules.dueDate, addDays(today, -PHOTO_WINDOW_DAYS)), lte(schedules.dueDate, today)))
    .orderBy(asc(schedules.id));
  const crews = await db
    .select({ scheduleId: scheduleUsers.scheduleId, userId: scheduleUsers.userId })
    .from(scheduleUsers)
    .where(inArray(scheduleUsers.scheduleId, visits.length > 0 ? visits.map((v) => v.id) : [0]))
    .orderBy(asc(scheduleUsers.scheduleId), asc(scheduleUsers.userId));
  const crewOf = new Map<number, number[]>();
  for (const row of crews) crewOf.set(row.scheduleId, [...(crewOf.get(row.scheduleId) ?? []), row.userId]);

  const photos: Photo[] = [];
  for (const visit of visits) {
    // Now and then a contractor forgets, so "photos missing" still shows on a few recent visits.
    if (!random.chance(visit.requirePhotos ? 0.96 : 0.3)) continue;
    const crew = crewOf.get(visit.id) ?? [];
    const present: unknown[] | null = Array.isArray(visit.attended) ? visit.attended : null;
    const attended = present ? crew.filter((id) => present.includes(id)) : crew;
    if (attended.length === 0) continue;
    const userId = random.pick(attended);
    // During the visit: 20–90 minutes after it was due, and before it was marked complete.
    const doneMinutes = visit.completedAt ? (visit.completedAt.getTime() - visit.dueAt.getTime()) / 60_000 : 90;
    const shots = random
      .sample(photoScenes, random.int(1, 3))
      .map((scene) => ({ scene, after: random.int(20, Math.max(20, Math.min(90, doneMinutes - 5))) }))
      .sort((a, b) => a.after - b.after);
    for (const { scene, after } of shots)
      photos.push({ visitId: visit.id, userId, scene, takenAt: new Date(visit.dueAt.getTime() + after * 60_000) });
  }
  return photos;
}

/**
 * Each photo gets its own stored file, since deleting a photo removes its upload's file. The first photo of a
 * scene is written; the others are copies of it (hard links in a local directory), so a few hundred
 * photos cost eight files of disk (in a directory) and deleting one leaves the rest intact.
 */
async function storeFiles(storage: Storage, photos: Photo[]): Promise<{ path: string; size: number }[]> {
  const scenes = [...new Set(photos.map((p) => p.scene))];
  const rendered = new Map(await Promise.all(scenes.map(async (scene) => [scene, await renderScene(scene)] as const)));
  const firstPath = new Map<PhotoScene, string>();
  const files: { path: string; size: number }[] = [];
  for (const photo of photos) {
    const jpeg = rendered.get(photo.scene);
    if (!jpeg) throw new Error(`The scene ${photo.scene.filename} was not rendered`);
    const stored = storage.newName('.jpg');
    const first = firstPath.get(photo.scene);
    if (first) await storage.copy(first, stored);
    else {
      await storage.put(stored, jpeg);
      firstPath.set(photo.scene, stored);
    }
    files.push({ path: stored, size: jpeg.length });
  }
  return files;
}

/** Attaches the photos, then waves the photo check through for visits that have none by design. */
export async function attachVisitPhotos(
  db: Db,
  storage: Storage,
  random: Random,
  { today }: { today: IsoDate },
): Promise<{ photos: number }> {
  const photos = await planPhotos(db, random, today);
  const files = await storeFiles(storage, photos);
  const uploadRows = photos.map((photo, i) => {
    const { path: storagePath, size } = files[i];
    // The phone sent it a minute or two after taking it.
    const sentAt = new Date(photo.takenAt.getTime() + 90_000);
    return {
      id: randomToken(24),
      ownerType: scheduleAssetsOwnerType,
      ownerId: photo.visitId,
      createdBy: photo.userId,
      filename: photo.scene.filename,
      kind: 'image',
      maxBytes: schedulePhotoMaxBytes,
      received: size,
      complete: true,
      contentType: 'image/jpeg',
      storagePath,
      size,
      createdAt: sentAt,
      completedAt: sentAt,
    } satisfies typeof uploads.$inferInsert;
  });
  for (let start = 0; start < photos.length; start += 1000) {
    const batch = uploadRows.slice(start, start + 1000);
    await db.insert(uploads).values(batch);
    await db.insert(scheduleAssets).values(
      batch.map((upload, i) => {
        const photo = photos[start + i];
        return {
          scheduleId: photo.visitId,
          uploadId: upload.id,
          name: photo.scene.filename,
          takenAt: photo.takenAt,
          userId: photo.userId,
          createdAt: upload.createdAt,
        };
      }),
    );
  }
  // Outside the window the demo has no files: the office has waved those through, as it has for clients that
  // do not require photos. Recent visits of clients that do stand on their photos (or show them missing).
  await db.execute(sql`
    update schedules s set ignore_missing_photos = true
    from clients c where c.id = s.client_id and s.complete and (not c.require_photos or s.due_date < ${addDays(today, -PHOTO_WINDOW_DAYS)})`);
  return { photos: photos.length };
}
