use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader};

fn count_lines(path: &str) -> io::Result<usize> {
    let file = File::open(path)?;
    let reader = BufReader::new(file);
    Ok(reader.lines().filter_map(Result::ok).filter(|l| !l.trim().is_empty()).count())
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.is_empty() {
        eprintln!("usage: file_lines FILE...");
        std::process::exit(1);
    }
    for path in &args {
        match count_lines(path) {
            Ok(n) => println!("{path}: {n} non-empty lines"),
            Err(e) => eprintln!("{path}: {e}"),
        }
    }
}
