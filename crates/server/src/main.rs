//! `wargames-server`: serves matches and the web table on the loopback
//! address. `--help` lists the options.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use clap::Parser;
use wargames_server::{Config, Hub, PgStore, SqliteStore, follow, router};

/// A match server for the four wargames.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Where matches are stored: a SQLite file path, or a PostgreSQL URL
    /// (`postgres://user@host:port/database`), which several server
    /// processes may share.
    #[arg(long, default_value = "wargames.sqlite")]
    database: String,
    /// The folder of the web table's files (default: `web/` in the current
    /// folder or beside the binary's workspace).
    #[arg(long)]
    web: Option<PathBuf>,
    /// Bot decisions and hints computed at once (default: one per core).
    #[arg(long)]
    workers: Option<usize>,
    /// Plain-HTTP requests one client address may make a second (bursts
    /// of twice as many).
    #[arg(long, default_value_t = Config::default().client_rate_per_second)]
    client_rate: u32,
}

/// The web folder: `--web`, else `web/` in the current folder, else the
/// workspace's `web/` found from the binary (`target/<profile>/`).
fn web_folder(given: Option<PathBuf>) -> Option<PathBuf> {
    if given.is_some() {
        return given;
    }
    let here = PathBuf::from("web");
    if here.join("index.html").is_file() {
        return Some(here);
    }
    let exe = std::env::current_exe().ok()?;
    exe.ancestors().map(|a| a.join("web")).find(|w| w.join("index.html").is_file())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let mut config = Config::default();
    if let Some(workers) = args.workers {
        config.workers = workers;
    }
    config.client_rate_per_second = args.client_rate;
    config.client_burst = args.client_rate.saturating_mul(2);
    let postgres = args.database.starts_with("postgres://") || args.database.starts_with("postgresql://");
    let hub = if postgres {
        let url = args.database.clone();
        let store = tokio::task::spawn_blocking(move || PgStore::open(&url)).await??;
        let origin = store.origin().to_owned();
        let hub = Hub::start(Arc::new(store), config).await?;
        let (url, listener, runtime) = (args.database.clone(), hub.clone(), tokio::runtime::Handle::current());
        tokio::task::spawn_blocking(move || follow(&url, &origin, listener, runtime)).await??;
        hub
    } else {
        Hub::start(Arc::new(SqliteStore::open(args.database.as_ref())?), config).await?
    };
    let web = web_folder(args.web);
    let listener = tokio::net::TcpListener::bind(args.addr).await?;
    eprintln!(
        "wargames-server: listening on http://{} ({} matches resumed, store {}, web {})",
        listener.local_addr()?,
        hub.len(),
        if postgres { "postgresql" } else { args.database.as_str() },
        web.as_ref().map_or_else(|| "none".to_owned(), |w| w.display().to_string())
    );
    axum::serve(listener, router(hub, web).into_make_service_with_connect_info::<SocketAddr>()).await?;
    Ok(())
}
