# The README's commands. Every target sets up .venv first, so a fresh clone needs
# only Python 3.11 and pip.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test test-slow bench i18n screenshots dist clean

$(STAMP): pyproject.toml
	# Debian's python3 may lack the venv module (python3-venv): fall back to virtualenv
	test -x $(PY) || $(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	  $(PYTHON) -m pip install --user --quiet virtualenv && $(PYTHON) -m virtualenv $(VENV); }
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

i18n: $(STAMP)
	$(PY) -m desktop.i18n_build

run: $(STAMP) i18n
	$(PY) -m desktop.app

# the suite in parallel (pytest-xdist): two workers a core, since the window tests spend
# much of their time waiting on animations at Normal speed and leave a core idle;
# worksteal keeps both cores busy to the end. --durations names the slowest tests.
# Bytecode is written (__pycache__, ignored by git) even where the environment says
# not to: the suite starts some thirty Python processes, the workers and the windows
# it plays in processes of their own, and each would compile every module again; it
# is written once before they start (on a fresh clone the workers, starting together,
# would each compile everything).
WORKERS := $(shell $(PYTHON) -c "import os; print(2 * (os.cpu_count() or 1))")
test: $(STAMP) i18n
	$(PY) -m compileall -q -j 0 engine desktop tests packaging
	PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n $(WORKERS) --dist worksteal --durations=20

test-slow: $(STAMP) i18n
	$(PY) -m compileall -q -j 0 engine desktop tests packaging
	PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n $(WORKERS) --dist worksteal -m slow

bench: $(STAMP)
	$(PY) -m engine.bench_report

screenshots: $(STAMP) i18n
	QT_QPA_PLATFORM=offscreen $(PY) -m desktop.screenshots docs/screenshots

dist: $(STAMP) i18n
	$(PY) -m pip install --quiet -e ".[test,dist]"
	$(PY) packaging/build.py

clean:
	rm -rf build dist $(VENV) i18n/*.qm
