package kernel

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestDataDir checks where each kind of install goes, as Jupyter's
// jupyter_core.paths puts a kernelspec (jupyter_data_dir, ENV_JUPYTER_PATH,
// SYSTEM_JUPYTER_PATH).
func TestDataDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the paths of Linux")
	}
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip(err)
	}
	for _, tt := range []struct {
		user   bool
		prefix string
		env    map[string]string
		want   string
	}{
		{false, "/opt/env", nil, "/opt/env/share/jupyter"},
		{true, "/opt/env", nil, "/opt/env/share/jupyter"},
		{true, "", map[string]string{"JUPYTER_DATA_DIR": "/j"}, "/j"},
		{true, "", map[string]string{"XDG_DATA_HOME": "/x"}, "/x/jupyter"},
		{true, "", nil, filepath.Join(home, ".local/share/jupyter")},
		{false, "", map[string]string{"JUPYTER_DATA_DIR": "/j"}, "/usr/local/share/jupyter"},
	} {
		got, err := DataDir(tt.user, tt.prefix, func(k string) string { return tt.env[k] })
		if err != nil || got != tt.want {
			t.Errorf("DataDir(%v, %q, %v) = %q, %v; want %q", tt.user, tt.prefix, tt.env, got, err, tt.want)
		}
	}
}

// TestInstall checks the kernelspec written: Jupyter's fields, read back.
func TestInstall(t *testing.T) {
	data := t.TempDir()
	dir, err := Install(data, NewSpec("/usr/bin/cgcalc"))
	if err != nil {
		t.Fatal(err)
	}
	if dir != filepath.Join(data, "kernels", "cgcalc") {
		t.Errorf("Install's directory %s", dir)
	}
	raw, err := os.ReadFile(filepath.Join(dir, "kernel.json"))
	if err != nil {
		t.Fatal(err)
	}
	var spec map[string]any
	if err := json.Unmarshal(raw, &spec); err != nil {
		t.Fatal(err)
	}
	argv, _ := spec["argv"].([]any)
	if len(argv) != 3 || argv[0] != "/usr/bin/cgcalc" || argv[1] != "kernel" || argv[2] != "{connection_file}" ||
		spec["display_name"] != "cgcalc" || spec["language"] != "cgcalc" || spec["interrupt_mode"] != "message" {
		t.Errorf("kernel.json:\n%s", raw)
	}
}
