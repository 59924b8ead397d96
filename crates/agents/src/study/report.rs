//! A summary as the table a person reads.

use std::fmt;

use super::summary::{RETURN_SCALE, Summary};

impl fmt::Display for Summary {
    /// The outcome shares with their 95% Wilson intervals, then every
    /// average with its standard error.
    ///
    /// ```
    /// use wargames_agents::study::Study;
    /// use wargames_pocket_stalingrad::{Options, PocketStalingrad};
    ///
    /// let summary = Study::<PocketStalingrad>::new(Options::default(), 1).run(0..20, |_| {}).unwrap();
    /// let table = summary.to_string();
    /// assert!(table.contains("20 games") && table.contains("95% interval"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let slices: Vec<String> = self.slices.iter().map(|s| format!("{}..{}", s.from, s.to)).collect();
        writeln!(
            f,
            "{} (rules {}): {} games ({}), seed {}",
            self.game,
            self.rules_version,
            self.games,
            if slices.is_empty() { "none".to_owned() } else { slices.join(", ") },
            self.seed
        )?;
        let agents: Vec<String> = self.agents.iter().enumerate().map(|(i, a)| format!("seat {i}: {a}")).collect();
        writeln!(f, "  agents: {}", agents.join(", "))?;
        let width = self.outcomes.keys().map(|k| k.chars().count()).max().unwrap_or(7).max(7);
        writeln!(f, "  {:width$}  {:>10}  {:>7}  95% interval", "outcome", "games", "share")?;
        for (kind, n) in &self.outcomes {
            let (share, interval) = self.share(kind);
            writeln!(
                f,
                "  {kind:width$}  {n:>10}  {:>6.2}%  [{:.2}%, {:.2}%]",
                100.0 * share,
                100.0 * interval.low,
                100.0 * interval.high
            )?;
        }
        let averages = std::iter::once(("steps per game".to_owned(), self.length, 1.0))
            .chain(self.returns.iter().enumerate().map(|(i, r)| (format!("return of seat {i}"), *r, RETURN_SCALE)))
            .chain(self.figures.iter().map(|(name, figure)| (name.clone(), *figure, 1.0)));
        for (name, figure, scale) in averages {
            writeln!(
                f,
                "  average {name}: {:.4} (s.e. {:.4})",
                figure.mean() / scale,
                figure.standard_error() / scale
            )?;
        }
        Ok(())
    }
}
