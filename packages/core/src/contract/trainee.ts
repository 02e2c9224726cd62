import { z } from 'zod'
import { idField } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import {
  ApplicantProfile,
  AvatarUpload,
  Trainee,
  TraineeDocument,
  TraineeDocumentAttach,
  TraineeDocumentUpdate,
  TraineeDocumentUpload,
  TraineeInterest,
  TraineeInterestInput,
  TraineeUpdate,
} from '../schemas/trainee.ts'
import { defineRoute } from './define-route.ts'
import { traineeRoutePaths as paths } from './trainee-route-paths.ts'

const TAG = 'Azubi-Profil'
const own = z.object({ id: idField('Die Id') })
const interestParams = z.object({ id: idField('Die Id'), interestId: idField('Die Id des Interesses') })
const documentParams = z.object({ id: idField('Die Id'), fileId: idField('Die Id des Dokuments') })
const message = z.object({ message: z.string() })

export const trainee = defineRoute(paths.trainee, {
  summary: 'Das eigene Azubi-Profil mit Vollständigkeit (nur der Azubi selbst)',
  tag: TAG,
  access: ['trainee'],
  params: own,
  response: dataEnvelope(Trainee),
})

export const updateTrainee = defineRoute(paths.updateTrainee, {
  summary: 'Das eigene Azubi-Profil ändern; location aus Ziffern wird Postleitzahl, sonst Ort (SPEC §5)',
  tag: TAG,
  access: ['trainee'],
  params: own,
  body: TraineeUpdate,
  response: dataEnvelope(Trainee),
})

export const createTraineeInterest = defineRoute(paths.createTraineeInterest, {
  summary: 'Ein Hobby oder Interesse hinzufügen',
  tag: TAG,
  access: ['trainee'],
  params: z.object({ traineeId: idField('Die Id') }),
  body: TraineeInterestInput,
  response: dataEnvelope(TraineeInterest),
  status: 201,
})

export const updateTraineeInterest = defineRoute(paths.updateTraineeInterest, {
  summary: 'Ein Hobby oder Interesse umbenennen',
  tag: TAG,
  access: ['trainee'],
  params: interestParams,
  body: TraineeInterestInput,
  response: dataEnvelope(TraineeInterest),
})

export const deleteTraineeInterest = defineRoute(paths.deleteTraineeInterest, {
  summary: 'Ein Hobby oder Interesse entfernen',
  tag: TAG,
  access: ['trainee'],
  params: interestParams,
  response: message,
})

export const uploadTraineeProfilePicture = defineRoute(paths.uploadTraineeProfilePicture, {
  summary: 'Profilbild hochladen (multipart: avatar); privat, Betriebe sehen es nur über signierte Adressen',
  tag: TAG,
  access: ['trainee'],
  params: own,
  body: AvatarUpload,
  response: dataEnvelope(Trainee),
  status: 201,
})

export const deleteTraineeProfilePicture = defineRoute(paths.deleteTraineeProfilePicture, {
  summary: 'Profilbild entfernen',
  tag: TAG,
  access: ['trainee'],
  params: own,
  response: dataEnvelope(Trainee),
})

export const traineeDocuments = defineRoute(paths.traineeDocuments, {
  summary: 'Eigene Dokumente (Lebenslauf, Zeugnisse)',
  tag: TAG,
  access: ['trainee'],
  params: own,
  response: dataEnvelope(z.array(TraineeDocument)),
})

export const uploadTraineeDocument = defineRoute(paths.uploadTraineeDocument, {
  summary: 'Dokument hochladen (multipart: file, kind); PDF, JPEG, PNG, WebP oder DOCX bis 10 MB',
  tag: TAG,
  access: ['trainee'],
  params: own,
  body: TraineeDocumentUpload,
  response: dataEnvelope(TraineeDocument),
  status: 201,
})

export const updateTraineeDocument = defineRoute(paths.updateTraineeDocument, {
  summary: 'Eigenes Dokument umbenennen oder seine Art ändern',
  tag: TAG,
  access: ['trainee'],
  params: documentParams,
  body: TraineeDocumentUpdate,
  response: dataEnvelope(TraineeDocument),
})

export const deleteTraineeDocument = defineRoute(paths.deleteTraineeDocument, {
  summary: 'Eigenes Dokument löschen (auch aus den Anfragen, an denen es hängt)',
  tag: TAG,
  access: ['trainee'],
  params: documentParams,
  response: message,
})

export const attachTraineeDocument = defineRoute(paths.attachTraineeDocument, {
  summary: 'Eigenes Dokument an eine eigene Anfrage hängen oder davon lösen',
  tag: TAG,
  access: ['trainee'],
  params: z.object({
    id: idField('Die Id'),
    fileId: idField('Die Id des Dokuments'),
    interestId: idField('Die Id der Anfrage'),
  }),
  body: TraineeDocumentAttach,
  response: dataEnvelope(TraineeDocument),
})

export const applicantProfile = defineRoute(paths.applicantProfile, {
  summary: 'Profil und Dokumente eines Azubis für einen Betrieb, an den er eine Anfrage geschickt oder geschrieben hat',
  tag: TAG,
  access: ['business'],
  params: own,
  response: dataEnvelope(ApplicantProfile),
})
