// Demo page script (external file, so the page also works under a strict CSP). It does what a
// host page may do with the widgets: queue loader calls, listen to their events, add an element
// after load and change its attribute, and offer the snippets for copying.

// The loader's queue stub: calls made before /widgets/oabat.js has arrived wait in oabat.q and are
// replayed by the loader (the one-line form with `arguments` in PROTOCOL.md does the same).
if (!window.oabat) {
  const queue = []
  const stub = (...args) => {
    queue.push(args)
  }
  stub.q = queue
  window.oabat = stub
}

const PLACE_SLUG = 'passau-2855328'
const RADIUS_KM = 30
const COPY_CONFIRM_MS = 2000

const eventLog = document.getElementById('event-log')
const preventSelect = document.getElementById('prevent-select')

function logEvent(text) {
  const entry = document.createElement('li')
  entry.textContent = `${new Date().toLocaleTimeString('de-DE')} ${text}`
  eventLog.prepend(entry)
}

window.oabat('ready', (oabat) => logEvent(`Loader bereit (Version ${oabat.version})`))

document.addEventListener('oabat:loaded', (event) => {
  const where = event.target.localName
  const { total, page, job, livestream } = event.detail
  const noun = where === 'oabat-business-list' ? 'Unternehmen' : 'Stellen'
  if (livestream) logEvent(`oabat:loaded <${where}> ${livestream.title}`)
  else logEvent(job ? `oabat:loaded <${where}> ${job.name}` : `oabat:loaded <${where}> Seite ${page}, ${total} ${noun}`)
})

document.addEventListener('oabat:error', (event) => {
  logEvent(`oabat:error <${event.target.localName}> ${event.detail.kind}: ${event.detail.message}`)
})

document.addEventListener('oabat:search', (event) => {
  logEvent(`oabat:search ${event.detail.placeName}, ${event.detail.type}, ${event.detail.radius} km`)
})

document.addEventListener('oabat:consent', (event) => {
  const { marketing, performance, functional } = event.detail
  logEvent(
    `oabat:consent Marketing ${marketing ? 'ja' : 'nein'}, Statistik ${performance ? 'ja' : 'nein'}, Funktional ${functional ? 'ja' : 'nein'}`,
  )
})

document.addEventListener('oabat:chat-toggle', (event) => {
  logEvent(`oabat:chat-toggle ${event.detail.open ? 'geöffnet' : 'geschlossen'}`)
})

document.addEventListener('oabat:chat-sent', (event) => {
  logEvent(`oabat:chat-sent Nachricht ${event.detail.message.id} gesendet`)
})

document.addEventListener('oabat:job-select', (event) => {
  const stay = preventSelect.checked
  if (stay) event.preventDefault()
  logEvent(`oabat:job-select ${event.detail.job.name}${stay ? ' (abgefangen, Seite bleibt)' : ''}`)
})

// Snippets show absolute URLs of this server, as a company would paste them.
function absoluteSnippet(text) {
  return text
    .replaceAll('src="/widgets/', `src="${location.origin}/widgets/`)
    .replaceAll('src="/embed/', `src="${location.origin}/embed/`)
}

for (const code of document.querySelectorAll('code[data-snippet]')) {
  code.textContent = absoluteSnippet(code.textContent)
}

async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text)
    return true
  }
  return false
}

function selectContents(element) {
  const range = document.createRange()
  range.selectNodeContents(element)
  const selection = window.getSelection()
  selection.removeAllRanges()
  selection.addRange(range)
}

for (const button of document.querySelectorAll('button[data-copy]')) {
  const status = button.parentElement.querySelector('.copy-status')
  let reset
  button.addEventListener('click', async () => {
    const code = document.getElementById(button.dataset.copy)
    clearTimeout(reset)
    try {
      if (!(await copyText(code.textContent))) throw new Error('Zwischenablage nicht verfügbar')
      button.textContent = 'Kopiert!'
      status.textContent = 'Kopiert!'
    } catch {
      selectContents(code)
      status.textContent = 'Markiert – bitte mit Strg+C (Mac: ⌘+C) kopieren.'
    }
    reset = setTimeout(() => {
      button.textContent = 'Kopieren'
      status.textContent = ''
    }, COPY_CONFIRM_MS)
  })
}

async function getJson(path) {
  const response = await fetch(path, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.json()
}

// The card's job is not known in advance: find the nearest apprenticeships near Passau first.
async function jobsNearPassau() {
  const { data: place } = await getJson(`/api/v2/locations/${PLACE_SLUG}`)
  const query = new URLSearchParams({
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    radius: String(RADIUS_KM),
    category: 'Ausbildung',
    sort: 'distance',
    per_page: '5',
  })
  const { result } = await getJson(`/api/search?${query}`)
  return result.data.filter((item) => item.type === 'job')
}

function showCardSnippet(slug) {
  const code = document.getElementById('snippet-job-card')
  code.textContent = absoluteSnippet(
    `<script src="/widgets/oabat.js" async></script>\n<oabat-job-card job="${slug}"></oabat-job-card>`,
  )
}

async function setUpJobCard() {
  const slot = document.getElementById('job-card-slot')
  const status = document.getElementById('job-card-status')
  const next = document.getElementById('next-job')
  let jobs
  try {
    jobs = await jobsNearPassau()
  } catch {
    status.textContent = 'Die Stellen bei Passau konnten gerade nicht geladen werden. Lade die Seite später neu.'
    return
  }
  if (jobs.length === 0) {
    status.textContent = 'Im Moment gibt es keine Ausbildungsplätze bei Passau.'
    return
  }
  // Added after load: the loader notices the new tag and loads job-card.js for it.
  const card = document.createElement('oabat-job-card')
  card.id = 'demo-job-card'
  card.setAttribute('job', jobs[0].slug)
  slot.replaceChildren(card)
  showCardSnippet(jobs[0].slug)

  let index = 0
  next.disabled = jobs.length < 2
  next.addEventListener('click', () => {
    index = (index + 1) % jobs.length
    // Changing the attribute of a live element: it loads and shows the other job.
    card.setAttribute('job', jobs[index].slug)
    showCardSnippet(jobs[index].slug)
  })
}

setUpJobCard()

function showLivestreamSnippet(id) {
  const code = document.getElementById('snippet-livestream')
  code.textContent = absoluteSnippet(
    `<script src="/widgets/oabat.js" async></script>\n<oabat-livestream livestream="${id}"></oabat-livestream>`,
  )
}

// The fair's stage: the first livestream of the job fairs oabat knows, found after load.
async function setUpLivestream() {
  const slot = document.getElementById('livestream-slot')
  const status = document.getElementById('livestream-status')
  let stream
  try {
    const { data: fairs } = await getJson('/api/jobfairs')
    stream = fairs.flatMap((fair) => fair.livestreams)[0]
  } catch {
    status.textContent = 'Die Messen konnten gerade nicht geladen werden. Lade die Seite später neu.'
    return
  }
  if (!stream) {
    status.textContent = 'Im Moment ist keine Livestream-Messe geplant.'
    return
  }
  const element = document.createElement('oabat-livestream')
  element.id = 'demo-livestream'
  element.setAttribute('livestream', String(stream.id))
  slot.replaceChildren(element)
  showLivestreamSnippet(stream.id)
}

setUpLivestream()

document.addEventListener('oabat:livestream-message', (event) => {
  logEvent(`oabat:livestream-message ${event.detail.message.nickname}: ${event.detail.message.text}`)
})

document.addEventListener('oabat:livestream-vote', (event) => {
  logEvent(`oabat:livestream-vote ${event.detail.poll.question}`)
})

document.addEventListener('oabat:livestream-company', (event) => {
  logEvent(
    `oabat:livestream-company Jetzt: ${event.detail.current?.name ?? '–'}, danach: ${event.detail.next?.name ?? '–'}`,
  )
})
