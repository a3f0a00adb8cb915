// autocannon setupRequest for bench/load: every request analyses the next real headline of the list
// the bench put on the request (`headlines`, starting at `offset`), so no two requests of a run send the
// same headline. autocannon require()s this file in its worker thread, hence the "module.exports" export.
let sent = 0;

/**
 * @param {{ headlines: string[]; offset: number; body?: string }} request
 * @returns the request with its JSON body
 */
function nextHeadline(request) {
  const headline = request.headlines[(request.offset + sent) % request.headlines.length];
  sent += 1;
  return { ...request, body: JSON.stringify({ headline }) };
}

export { nextHeadline as 'module.exports' };
