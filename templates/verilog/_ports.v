{%- for p in ports %}
    {{ p.dir }} wire {% if p.vector %}[{{ p.width - 1 }}:0] {% endif %}{{ p.name }}{% if !loop.last %},{% endif %}
{%- endfor %}
