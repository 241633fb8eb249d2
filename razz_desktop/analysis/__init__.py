"""The Coach's analysis of imported hands: the hero's decisions graded as practice hands are (issue 36).

``run`` selects the hands (``storage.handlog.analysable``), grades them in
worker processes (``analysis.grading``) and keeps each review with its
hand (``HandLog.save_review``), where the mistakes browser and the statistics
read practice reviews. Used by ``razz-history analyse`` and by the History
window's Analyse (``controllers.analysis_controller``). No Qt here.
"""
