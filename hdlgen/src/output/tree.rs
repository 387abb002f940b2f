//! Writing a generated tree (`hdlgen --soc FILE --out DIR`) so that a failed
//! run never leaves a partial one and no run ever removes what hdlgen did not
//! write.
//!
//! Everything goes to a fresh sibling directory that is renamed into place.
//! The directory it replaces must be missing, empty, or hdlgen's own: a
//! manifest in it lists what hdlgen wrote, and any other file there (or the
//! description itself, or a directory above it) makes hdlgen refuse.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

use super::OutputError;
use crate::emit::Artifact;

/// The file in every output directory that lists what hdlgen wrote there.
pub const MANIFEST: &str = ".hdlgen-manifest";

const MANIFEST_HEAD: &str =
    "# Written by hdlgen. hdlgen replaces this directory when it regenerates it,\n\
# but only while it holds these files and no others.\n";

fn io_at(path: &Path) -> impl FnOnce(io::Error) -> OutputError + '_ {
    move |source| OutputError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The refusal to write to `dir` (as the user gave it) for a reason.
fn refuse_at(dir: &Path) -> impl Fn(String) -> OutputError + '_ {
    move |reason| OutputError::Refused {
        dir: dir.to_path_buf(),
        reason,
    }
}

/// Writes `files` as the complete contents of `dir`, replacing what was
/// there if hdlgen may (see the module's documentation). `input` is the
/// description the files came from: its directory and every directory above
/// it are never replaced.
pub fn write_tree(dir: &Path, files: &[Artifact], input: Option<&Path>) -> Result<(), OutputError> {
    let given = dir;
    let refuse = refuse_at(given);
    let (dir, name) = output_dir(dir)?;
    if let Some(input) = input {
        if let Some(reason) = holds_input(&dir, input) {
            return Err(refuse(reason));
        }
    }
    let existing = existing_output(given, &dir)?;
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&parent).map_err(io_at(&parent))?;
    super::plan::probe_writable(&parent).map_err(|e| {
        refuse(format!(
            "its directory {} cannot be written ({e}); give a directory you can write",
            parent.display()
        ))
    })?;
    write_and_swap(files, &dir, &parent, &name, existing)
}

/// The directory `given` names (a symbolic link followed) and its final
/// name.
fn output_dir(given: &Path) -> Result<(PathBuf, String), OutputError> {
    let refuse = refuse_at(given);
    if given.as_os_str() == "-" {
        return Err(refuse(
            "a directory of outputs cannot go to standard output; give a directory such as out/soc"
                .into(),
        ));
    }
    // A symbolic link is followed: the directory it names is the output.
    let dir = match fs::symlink_metadata(given) {
        Ok(m) if m.file_type().is_symlink() => fs::canonicalize(given).map_err(io_at(given))?,
        _ => given.to_path_buf(),
    };
    let name = dir
        .file_name()
        .filter(|_| !matches!(dir.components().next_back(), Some(Component::ParentDir)))
        .ok_or_else(|| {
            refuse("the path has no final name; give a directory such as out/soc".into())
        })?
        .to_string_lossy()
        .into_owned();
    Ok((dir, name))
}

/// Whether `dir` (as the user gave it: `given`) holds an earlier output,
/// refusing when it holds anything else or is no directory.
fn existing_output(given: &Path, dir: &Path) -> Result<bool, OutputError> {
    let refuse = refuse_at(given);
    match fs::symlink_metadata(dir) {
        Ok(m) if m.is_dir() => {
            check_replaceable(dir).map_err(|e| match e {
                Replace::Refuse(reason) => refuse(reason),
                Replace::Io(path, source) => OutputError::Io { path, source },
            })?;
            Ok(true)
        }
        Ok(m) => {
            let what = if m.is_file() {
                "a file"
            } else {
                "a device, FIFO or socket"
            };
            Err(refuse(format!(
                "it is {what}, not a directory; hdlgen writes a directory of outputs there, so give another path"
            )))
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(io_at(dir)(e)),
    }
}

/// Writes `files` to a fresh sibling of `dir` in `parent` and renames it
/// into place, keeping the previous output until the rename succeeds.
fn write_and_swap(
    files: &[Artifact],
    dir: &Path,
    parent: &Path,
    name: &str,
    existing: bool,
) -> Result<(), OutputError> {
    let tmp = parent.join(format!(".{name}.hdlgen-tmp-{}", std::process::id()));
    let old = parent.join(format!(".{name}.hdlgen-old-{}", std::process::id()));
    // Both names are hdlgen's own (with this process's id): a leftover of an
    // earlier run that died with the same id is safe to clear.
    let _ = fs::remove_dir_all(&tmp);
    let result = (|| {
        for f in files {
            let path = tmp.join(&f.path);
            if let Some(p) = path.parent() {
                fs::create_dir_all(p).map_err(io_at(p))?;
            }
            fs::write(&path, &f.text).map_err(io_at(&path))?;
        }
        let manifest = tmp.join(MANIFEST);
        fs::write(&manifest, manifest_text(files)).map_err(io_at(&manifest))?;
        if existing {
            fs::rename(dir, &old).map_err(io_at(dir))?;
        }
        if let Err(e) = fs::rename(&tmp, dir) {
            // Put the previous output back before reporting.
            let _ = fs::rename(&old, dir);
            return Err(io_at(dir)(e));
        }
        let _ = fs::remove_dir_all(&old);
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_dir_all(&tmp);
    }
    result
}

/// The manifest of a tree of `files`: one relative path a line, sorted.
fn manifest_text(files: &[Artifact]) -> String {
    let paths: BTreeSet<&str> = files.iter().map(|f| f.path.as_str()).collect();
    let mut out = String::from(MANIFEST_HEAD);
    for p in paths {
        out.push_str(p);
        out.push('\n');
    }
    out
}

/// `dir` as an absolute path with `.` and `..` resolved and symbolic links
/// followed as far as the path exists.
fn resolved(dir: &Path) -> io::Result<PathBuf> {
    let abs = std::env::current_dir()?.join(dir);
    let mut existing = abs.as_path();
    let mut rest = Vec::new();
    loop {
        match fs::canonicalize(existing) {
            Ok(mut p) => {
                for c in rest.iter().rev() {
                    match c {
                        Component::ParentDir => {
                            p.pop();
                        }
                        Component::CurDir => {}
                        c => p.push(c),
                    }
                }
                return Ok(p);
            }
            Err(_) => {
                let Some(parent) = existing.parent() else {
                    return Ok(abs);
                };
                rest.push(existing.components().next_back().expect("has a component"));
                existing = parent;
            }
        }
    }
}

/// Why `dir` must not be replaced because it holds the description `input`.
fn holds_input(dir: &Path, input: &Path) -> Option<String> {
    let out = resolved(dir).ok()?;
    let file = fs::canonicalize(input).ok()?;
    let home = file.parent()?;
    if home.starts_with(&out) {
        let what = if home == out {
            "the directory of"
        } else {
            "a directory above"
        };
        Some(format!(
            "it is {what} the description {}; replacing it would delete that file. Give an output directory of its own, such as {}",
            input.display(),
            home.join("out").display()
        ))
    } else {
        None
    }
}

enum Replace {
    Refuse(String),
    Io(PathBuf, io::Error),
}

/// Whether the existing directory `dir` is empty or holds only what its
/// manifest says hdlgen wrote.
fn check_replaceable(dir: &Path) -> Result<(), Replace> {
    let io = |p: &Path| {
        let p = p.to_path_buf();
        move |e| Replace::Io(p, e)
    };
    let mut found = Vec::new();
    walk(dir, dir, &mut found).map_err(|(p, e)| Replace::Io(p, e))?;
    if found.is_empty() {
        return Ok(());
    }
    let manifest = dir.join(MANIFEST);
    let listed: BTreeSet<String> = match fs::read_to_string(&manifest) {
        Ok(text) if text.starts_with(MANIFEST_HEAD) => text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .map(str::to_string)
            .chain([MANIFEST.to_string()])
            .collect(),
        Ok(_) => {
            return Err(Replace::Refuse(format!(
                "it is not empty and its {MANIFEST} was not written by hdlgen; remove the directory or give another path"
            )))
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(Replace::Refuse(format!(
                "it is not empty and hdlgen did not create it (it has no {MANIFEST}); hdlgen only replaces an empty directory or one it wrote. Remove it or give another path"
            )))
        }
        Err(e) => return Err(io(&manifest)(e)),
    };
    // A directory is fine when something listed lies inside it.
    let foreign: Vec<&String> = found
        .iter()
        .filter(|(p, is_dir)| {
            if *is_dir {
                let prefix = format!("{p}/");
                !listed.iter().any(|l| l.starts_with(&prefix))
            } else {
                !listed.contains(p)
            }
        })
        .map(|(p, _)| p)
        .collect();
    if foreign.is_empty() {
        return Ok(());
    }
    let shown: Vec<&str> = foreign.iter().take(5).map(|s| s.as_str()).collect();
    let more = match foreign.len() {
        n if n > 5 => format!(" and {} more", n - 5),
        _ => String::new(),
    };
    Err(Replace::Refuse(format!(
        "it holds files hdlgen did not write ({}{more}), which replacing it would delete; move them out or give another path",
        shown.join(", ")
    )))
}

/// Every entry under `dir` as (path relative to `base` with `/`, is a
/// directory); symbolic links are entries, never followed.
fn walk(
    base: &Path,
    dir: &Path,
    out: &mut Vec<(String, bool)>,
) -> Result<(), (PathBuf, io::Error)> {
    let entries = fs::read_dir(dir).map_err(|e| (dir.to_path_buf(), e))?;
    for e in entries {
        let e = e.map_err(|e| (dir.to_path_buf(), e))?;
        let path = e.path();
        let is_dir = e.file_type().map_err(|err| (path.clone(), err))?.is_dir();
        let rel = path
            .strip_prefix(base)
            .unwrap_or(&path)
            .components()
            .map(|c| c.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        out.push((rel, is_dir));
        if is_dir {
            walk(base, &path, out)?;
        }
    }
    Ok(())
}
