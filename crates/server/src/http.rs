//! The HTTP side: `POST /api` (one request, one reply), `GET /ws` (the
//! same requests over a WebSocket, with frames pushed on every change) and
//! the web table's static files from a folder.

use std::net::SocketAddr;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, State};
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use futures_util::{SinkExt, StreamExt};

use crate::error::ServerError;
use crate::hub::Hub;
use crate::outbox::Outbox;
use crate::protocol::Request;
use crate::rate::{Bucket, Limits};

#[derive(Clone)]
struct App {
    hub: Arc<Hub>,
    web: Option<Arc<PathBuf>>,
    limits: Arc<Limits>,
}

/// The server's routes over `hub`, serving the static files under `web`.
/// Serve them with the peer's address, which the rate limits of plain
/// HTTP need: `axum::serve(listener, router(..).into_make_service_with_connect_info::<SocketAddr>())`.
pub fn router(hub: Arc<Hub>, web: Option<PathBuf>) -> Router {
    let config = hub.config();
    let limit = config.frame_limit;
    let limits =
        Arc::new(Limits::new(config.rate_per_second, config.burst, config.client_rate_per_second, config.client_burst));
    Router::new()
        .route("/api", post(api))
        .route("/ws", get(ws))
        .fallback(get(files))
        .layer(DefaultBodyLimit::max(limit))
        .with_state(App { hub, web: web.map(Arc::new), limits })
}

/// Reads one request from `bytes` within the frame size limit.
///
/// # Errors
/// Too large, not JSON, or not a request.
pub fn read_request(bytes: &[u8], limit: usize) -> Result<Request, ServerError> {
    if bytes.len() > limit {
        return Err(ServerError::TooLarge { limit, size: bytes.len() });
    }
    serde_json::from_slice(bytes).map_err(|e| ServerError::BadRequest(e.to_string()))
}

async fn answer(hub: &Arc<Hub>, bytes: &[u8], outbox: Option<&Outbox>) -> Result<String, ServerError> {
    let request = read_request(bytes, hub.config().frame_limit)?;
    let reply = hub.handle(request, outbox).await?;
    serde_json::to_string(&reply).map_err(|e| ServerError::Store(e.to_string()))
}

fn error_text(e: &ServerError) -> String {
    serde_json::to_string(&e.frame()).unwrap_or_else(|_| String::from("{\"type\":\"error\"}"))
}

fn status(e: &ServerError) -> StatusCode {
    match e {
        ServerError::UnknownMatch(_) => StatusCode::NOT_FOUND,
        ServerError::BadToken => StatusCode::FORBIDDEN,
        ServerError::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
        ServerError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
        ServerError::Store(_) | ServerError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
        ServerError::BadRequest(_)
        | ServerError::UnknownGame(_)
        | ServerError::Scenario { .. }
        | ServerError::Options(_)
        | ServerError::Seats(_) => StatusCode::BAD_REQUEST,
        _ => StatusCode::CONFLICT,
    }
}

async fn api(State(app): State<App>, ConnectInfo(peer): ConnectInfo<SocketAddr>, body: Bytes) -> Response {
    let json = [(header::CONTENT_TYPE, "application/json")];
    if !app.limits.take(peer) {
        let e = ServerError::RateLimited { per_second: app.hub.config().rate_per_second };
        return (status(&e), json, error_text(&e)).into_response();
    }
    match answer(&app.hub, &body, None).await {
        Ok(text) => (StatusCode::OK, json, text).into_response(),
        Err(e) => (status(&e), json, error_text(&e)).into_response(),
    }
}

async fn ws(State(app): State<App>, upgrade: WebSocketUpgrade) -> Response {
    let limit = app.hub.config().frame_limit;
    // Past four times the limit a message closes the connection; up to
    // there, one past the limit is answered with an error frame.
    upgrade
        .max_message_size(limit.saturating_mul(4))
        .max_frame_size(limit.saturating_mul(4))
        .on_upgrade(move |socket| connection(app.hub, socket))
}

/// One WebSocket: requests in, replies and pushed frames out through a
/// bounded queue; a client that does not read is dropped.
async fn connection(hub: Arc<Hub>, socket: WebSocket) {
    let config = hub.config().clone();
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut queue, kick) = Outbox::new(config.queue);
    let writer_kick = kick.clone();
    let (closing, mut closed) = tokio::sync::oneshot::channel::<()>();
    let writer = tokio::spawn(async move {
        let timeout = config.send_timeout;
        loop {
            let text = tokio::select! {
                biased;
                text = queue.recv() => text,
                _ = &mut closed => {
                    // The reader is done: flush what is queued (the last
                    // error frame), then close.
                    while let Ok(text) = queue.try_recv() {
                        if !matches!(tokio::time::timeout(timeout, sink.send(Message::Text(text.into()))).await, Ok(Ok(()))) {
                            break;
                        }
                    }
                    None
                }
            };
            let Some(text) = text else { break };
            if !matches!(tokio::time::timeout(timeout, sink.send(Message::Text(text.into()))).await, Ok(Ok(()))) {
                break;
            }
        }
        writer_kick.notify_one();
        let _ = tokio::time::timeout(timeout, sink.close()).await;
    });
    let mut bucket = Bucket::new(config.rate_per_second, config.burst);
    let mut refused = 0u32;
    loop {
        let message = tokio::select! {
            () = kick.notified() => break,
            message = stream.next() => message,
        };
        let bytes = match message {
            Some(Ok(Message::Text(text))) => Bytes::from(text),
            Some(Ok(Message::Binary(bytes))) => bytes,
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(Message::Close(_)) | Err(_)) | None => break,
        };
        let reply = if bucket.take() {
            refused = 0;
            answer(&hub, &bytes, Some(&outbox)).await
        } else {
            refused += 1;
            if refused > config.burst {
                break;
            }
            Err(ServerError::RateLimited { per_second: config.rate_per_second })
        };
        let text = reply.unwrap_or_else(|e| error_text(&e));
        if !outbox.send(text) {
            break;
        }
    }
    hub.disconnect(&outbox);
    drop(outbox);
    let _ = closing.send(());
    let abort = writer.abort_handle();
    if tokio::time::timeout(config.send_timeout, writer).await.is_err() {
        abort.abort();
    }
    // The closing handshake: read (and drop) what the client still sends
    // until its close, for at most a second, so that closing with unread
    // messages does not reset the connection before the client has read
    // the last frames.
    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), async {
        while let Some(Ok(_)) = stream.next().await {}
    })
    .await;
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("json") => "application/json",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("txt" | "md") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// A file under the web folder; only plain names, no `..`, no hidden files.
async fn files(State(app): State<App>, uri: Uri) -> Response {
    let Some(root) = app.web else { return (StatusCode::NOT_FOUND, "no web folder").into_response() };
    let wanted = uri.path().trim_start_matches('/');
    let wanted =
        if wanted.is_empty() || wanted.ends_with('/') { format!("{wanted}index.html") } else { wanted.to_owned() };
    let relative = Path::new(&wanted);
    let plain = relative.components().all(|c| match c {
        Component::Normal(name) => !name.to_string_lossy().starts_with('.'),
        _ => false,
    });
    if !plain {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    }
    let path = root.join(relative);
    match tokio::fs::read(&path).await {
        Ok(bytes) => ([(header::CONTENT_TYPE, content_type(&path))], bytes).into_response(),
        Err(_) => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}
