// The baseline: a bare uWS server answering every request with a fixed body. Prints its port.
import uWS from 'uWebSockets.js';

uWS
  .App()
  .any('/*', (res) => {
    res.end('Hello World!');
  })
  .listen('127.0.0.1', 0, (socket) => {
    if (socket === false) process.exit(1);
    process.stdout.write(`listening on http://127.0.0.1:${uWS.us_socket_local_port(socket)}\n`);
  });
