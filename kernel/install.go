package kernel

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
)

// Spec is a kernelspec, the kernel.json that tells Jupyter how to start
// the kernel.
type Spec struct {
	Argv          []string          `json:"argv"`
	DisplayName   string            `json:"display_name"`
	Language      string            `json:"language"`
	InterruptMode string            `json:"interrupt_mode"`
	Env           map[string]string `json:"env,omitempty"`
	Metadata      map[string]any    `json:"metadata,omitempty"`
}

// Name is the kernel's name for Jupyter: the directory of its spec, and
// what a notebook's metadata names (kernelspec.name).
const Name = "cgcalc"

// NewSpec returns the kernelspec of the program exe (an absolute path):
// Jupyter runs exe kernel CONNECTION_FILE, and interrupts it by an
// interrupt_request on the control socket.
func NewSpec(exe string) Spec {
	return Spec{
		Argv:          []string{exe, "kernel", "{connection_file}"},
		DisplayName:   "cgcalc",
		Language:      "cgcalc",
		InterruptMode: "message",
	}
}

// DataDir returns Jupyter's data directory for an installation: under
// prefix if it is not "" (PREFIX/share/jupyter), else the user's if user
// ($JUPYTER_DATA_DIR, else the platform's: ~/.local/share/jupyter on
// Linux, honouring $XDG_DATA_HOME; ~/Library/Jupyter on macOS;
// %APPDATA%\jupyter on Windows), else the system's as jupyter
// kernelspec install makes it (/usr/local/share/jupyter;
// %PROGRAMDATA%\jupyter on Windows).
func DataDir(user bool, prefix string, getenv func(string) string) (string, error) {
	switch {
	case prefix != "":
		return filepath.Join(prefix, "share", "jupyter"), nil
	case user:
		if d := getenv("JUPYTER_DATA_DIR"); d != "" {
			return d, nil
		}
		switch runtime.GOOS {
		case "windows":
			return filepath.Join(getenv("APPDATA"), "jupyter"), nil
		case "darwin":
			home, err := os.UserHomeDir()
			return filepath.Join(home, "Library", "Jupyter"), err
		}
		if d := getenv("XDG_DATA_HOME"); d != "" {
			return filepath.Join(d, "jupyter"), nil
		}
		home, err := os.UserHomeDir()
		return filepath.Join(home, ".local", "share", "jupyter"), err
	case runtime.GOOS == "windows":
		return filepath.Join(getenv("PROGRAMDATA"), "jupyter"), nil
	}
	return "/usr/local/share/jupyter", nil
}

// Install writes spec as kernels/cgcalc/kernel.json under the data
// directory dataDir and returns the spec's directory.
func Install(dataDir string, spec Spec) (string, error) {
	dir := filepath.Join(dataDir, "kernels", Name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	data, err := json.MarshalIndent(spec, "", "  ")
	if err != nil {
		return "", err
	}
	return dir, os.WriteFile(filepath.Join(dir, "kernel.json"), append(data, '\n'), 0o644)
}
