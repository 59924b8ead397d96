//! `wargames-server`: serves matches and the web table on the loopback
//! address. `--help` lists the options.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use clap::Parser;
use wargames_server::{Config, Hub, SqliteStore, router};

/// A match server for the four wargames.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Where matches are stored: a SQLite file path.
    #[arg(long, default_value = "wargames.sqlite")]
    database: String,
    /// The folder of the web table's files (default: `web/` in the current
    /// folder or beside the binary's workspace).
    #[arg(long)]
    web: Option<PathBuf>,
    /// Bot decisions and hints computed at once (default: one per core).
    #[arg(long)]
    workers: Option<usize>,
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
    let store = Arc::new(SqliteStore::open(args.database.as_ref())?);
    let hub = Hub::start(store, config).await?;
    let web = web_folder(args.web);
    let listener = tokio::net::TcpListener::bind(args.addr).await?;
    eprintln!(
        "wargames-server: listening on http://{} ({} matches resumed, store {}, web {})",
        listener.local_addr()?,
        hub.len(),
        args.database,
        web.as_ref().map_or_else(|| "none".to_owned(), |w| w.display().to_string())
    );
    axum::serve(listener, router(hub, web)).await?;
    Ok(())
}
