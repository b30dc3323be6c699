En el principio y el Dios crió el cielo y la tierra.
Y la tierra fué sin temor, y se oscureció; y las tinieblas sobre la faz de Dios. Y el espíritu de Dios se movió sobre el rostro de las aguas.
Y dijo Dios: Van allí, y allí estaba luz.
Y vió Dios la luz, que era bueno; y Dios repartió la luz de las tinieblas.
Y llamó Dios á la luz, y las tinieblas se llama de la mañana. Y la tarde y la mañana se llamaba la mañana.
Y dijo Dios: En medio de las aguas, y en medio de las aguas, y sele las aguas de las aguas.
Y Dios hizo la enferma, y repartió las aguas que estaban debajo de las aguas que estaban encima de las aguas que estaban encima de las aguas sobre las aguas que estaban encima; y así fué así.
Y llamando Dios al día, y la mañana fué el segundo día.
Y dijo Dios: Dejejan las aguas debajo del cielo, y la tierra seca: y así fué así.
Y llamó Dios seca la tierra, y la recogilla de las aguas; y como vió á Dios.
Y dijo Dios: Dejejejad la tierra, la hierba, y el fruto produce la simiente, y el fruto en pos de su especie, cuya simiente está en la tierra; y así fué así.
Y la tierra sacó la hierba, y la hierba, y el árbol lleva en pos de su especie, cuya simiente estaba en pos de su especie; y vió Dios que era bueno.
Y la tarde y la mañana era de la mañana.
Y dijo Dios: En las luminas del cielo para partir el día de la noche; y sean por las señales y por los tiempos, y por los tiempos, y por los días, y por los días:
Y sean por las luminas de los cielos para dar luz en la tierra: y así fué así.
Y Dios hizo dos luminas, y la luz de la noche, y la luz de la noche se hizo entender la noche: asimismo las estrellas hizo las estrellas.
Y puso Dios en el luto de los cielos para dar luz sobre la tierra,
Y de día de la noche y de la noche, y de la noche, y de las tinieblas, y de la luz que Dios era bueno.
Y la mañana y la mañana estaban la mañana.
Y dijo Dios: Dejan las aguas que tiene vida, y aulgar la tierra sobre la seca de los cielos.
Y Dios crió muchas cosas, y todo viviente viviente que trae las aguas, según su especie, según su especie, y todo lo que su especie, y todo ave de su especie: y vió Dios lo bueno.
Y bendijo Dios á ellos, diciendo: Recreed, y henchid, y henchiramos las aguas en la tierra.
Y la tarde y la mañana fué la mañana.
Y dijo Dios: Dejad la tierra tras su especie, y reptil, y bestias de la tierra según su especie: y así fué así.
Y Dios hizo la bestia de la tierra según su especie, y todo lo que anda en la tierra según su especie: y vió Dios que era bueno.
Y dijo Dios: Dámonos una estatua en nuestra semejanza, conforme á nuestra semejanza: y sobre las peñas de la mar, y sobre las aves del cielo, y sobre todas las bestias, y sobre toda la tierra, y sobre todo reptil que anda sobre la tierra.
Y Dios crió en su estatua, en la estatua de Dios le crió, macho y hembra.
Y bendijo Dios á ellos, y dijo á Dios: Escreed, y multiplicad, y multiplicad la tierra; y el señorío sobre las peñas de la mar, y sobre las aves de los cielos, y sobre toda cosa viviente que en la tierra.
Y dijo Dios: He aquí, yo os he dado todo árbol que está sobre la faz de toda la tierra, y todo árbol árbol árbol en que es fruto de la tierra, y todo árbol árbol árbol en que es fruto de árbol, para vosotros será para vosotros.
Y á toda bestia de la tierra, y á todo ave de los cielos, y á todo lo que anda sobre la tierra, en la cual es dado la vida: y así fué así.
Y vió Dios todo lo que había hecho, y he aquí era bueno. Y la tarde y la mañana fué el sexto día.
Y oyó las palabras de Labán, diciendo: Jacob ha tomado todo lo que fué de nuestro padre, y de lo que nuestro padre era de todas estas cosas.
Y vió Jacob el rostro de Labán, y he aquí que no estaba en él como antes.
Y Jehová dijo á Jacob: Vuélvete á la tierra de tus padres, y á tu parentela; y seré contigo.
Y Jacob envió á Rachêl y á Rachêl y á Lea á su tierra,
Y díjoles: Yo veo á vuestro padre de vuestro rostro, que no es á mí como antes de delante de mí; mas Dios de mi padre fué conmigo.
Y vosotros sabéis que con toda mi fortaleza he servido á vuestro padre.
Y vuestro padre me ha engañado, y mudó mis diez veces; mas Dios no le dejó mal.
Si así ha dicho: El hambrado será tu salario, y toda la bestia se juntó: y si dijo así: El paja será tu paja; entonces le parió todas las bestias.
Así ha quitado Dios las bestias de vuestro padre, y dálos á mí.
Y aconteció que en el tiempo que concibió las bestias, yo alcé mis ojos, y vi en sueño, y he aquí los carneros que se estrellados sobre las bestias, y despedazaron, y desmenuzaron.
Y el ángel de Dios me habló en sueños, diciendo: Jacob: Heme aquí. Y dije: Heme aquí.
Y él dijo: Dejad ahora tus ojos, y ve todos los carneros que están sobre las bestias de las bestias, se estrechas, y el dolor; porque he visto todo lo que te hace.
Yo soy el Dios de Beth-el, donde estares la columna de Beth-el, y donde hiciste voto á mí: levántate ahora, y vuélvete de esta tierra, y vuélvete á la tierra de tu parentela.
Y respondió Rachêl, y díjole: ¿No hay alguna parte ni heredad por nosotros en casa de nuestro padre?
¿No nos venimos de él los extranjeros? porque nos ha vencido, y también nos ha consumido nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, y de los hijos de nuestro padre, y de nuestros hijos: ahora pues, todo lo que Dios te ha dicho.
Entonces Jacob se levantó, y sus hijos y sus mujeres pusieron sobre camellos;
Y llevó todo su ganado, y toda su hacienda que había engendrado, las bestias de su tración, que había hecho en Paran-aram, para ir á Isaac su padre en tierra de Canaán.
Y entró Labán á las ovejas, y á Rachêl había hecho las estatuas que su padre era de su padre.
Y Jacob quitó á Labán á Labán la carta, en el que no se había dado.
Así huyó con todo lo que tenía, y se levantó, y levantóse, y puso sobre el río, y puso su rostro hacia el monte de Galaad.
Y fué dado aviso á Labán en el tercer día que Jacob había huído.
Y tomó sus hermanos con él, y después le siguió siete días, y le siguieron en el monte de Galaad.
Y vino Dios á Labán en el sueño de noche, y díjole: Guárdate que no hablares á Jacob ni á bien.
Entonces Labán tomó á Jacob su tienda en el monte; y Labán puso en el monte de Galaad en el monte de Galaad.
Y dijo Labán á Jacob: ¿Qué has hecho, para que has hecho, y llevaste mis hijas, como cautivo con cuchillo?
¿Por qué quieres tú, y hurtes de mí, y no me declaraste, para que yo te he enviado, y con escorta, y con arpa, y con arpa, y con arpa?
Y no me has padecido á besar mis hijos y mis hijas? Ahora pues, ahora has hecho limpios en esto.
Es en la potencia de mi mano para hacer mal: mas el Dios de vuestro padre me habló, diciendo: Guarda lo que no hablares á Jacob ni á lo bueno ni á lo bueno.
Y ahora, aunque te hubieres apartado, porque fornicaste en pos de la casa de tu padre, y por qué has hurtado en la casa de tu padre, ¿por qué has de ser consumido á mis dioses?
Y respondió Jacob, y dijo á Labán: Por cuanto yo me temo; porque dije: Quieres de mí.
Con todo lo que pecares á tus dioses, no viva: delante de nuestros hermanos, y no vivirás lo que tienes conmigo, y te tomes para ti. Porque Jacob no sabía que Rachêl les había sido hurtado.
Y entró Labán en la tienda de Jacob, y en la tienda de Lea, y en la tienda de las tiendas de las tiendas de las tiendas; mas no los halló. Entonces salió de Lea, y entró en la tienda de Rachêl.
Y había tomado Rachêl las esculturas, y púsolas en la casa de los capitel, y sentólas en ellos. Y tomó Labán todas las tiendas, mas no los halló.
Y ella dijo á su padre: No lo agradarán mi señor que yo no haya de levantar delante de ti; porque la costumbre de las mujeres está sobre mí. Y buscó, mas no halló las imágenes.
Entonces Jacob se enojó Jacob, y dijo á Labán: ¿Qué es mi pecado? ¿qué es mi pecado? ¿qué es mi pecado, que tú has de hacer así en pos de mí?
¿En qué has escudriñado todo mi sueño, ¿qué has hallado de toda tu casa? Delo aquí delante de mis hermanos y tus hermanos, para que juzgaremos entre nosotros ambos.
De veinte años he sido contigo; tus torres y tus machos cabríos, y los carneros de tus ovejas no he comido.
Lo que era de las bestias de las bestias, no te he traído; de la mano de mi mano lo demandaste, ó de la noche de mi mano, ó de día de noche.
Y fuí yo, en el día que me ha consumido, y el perverso de la noche; y mi sueño se fué de mis ojos.
Y he sido veinte años en tu casa, yo te he servido por dos años, y seis años por tus ganados; y has mudado mi ganado diez veces.
Si el Dios de mi padre, el Dios de Abraham, el Dios de Abraham, y el temor de Isaac había sido conmigo, de cierto me has enviado á mí, así me has visto vacío. Dios ha visto mi aflicción y la obra de mis manos, y te reprendió de noche de noche.
Y respondió Labán, y dijo á Jacob: Estas son mis hijas, y estos son mis hijos, y todas las cosas que tú es mi ganado; y ¿qué haré esto á mis hijas, ó á mis hijos?
Ahora pues, vengamos un pacto, y yo; y tú sea por testigo entre mí y ti.
Y Jacob tomó una piedra, y púsola por una columna.
Y Jacob dijo á sus hermanos: Juntaos, y tomaron las piedras, é hicieron en el montón; y comieron allí sobre el montón.
Y llamó á Jechôn-satha: mas Jacob llamó á Geba.
Y Labán dijo: Este es testigo entre mí y ti hoy. Por tanto, el nombre de él fué llamado Glorado;
Y Mizpa, porque dijo: Jehová entre mí y ti, cuando somos enviados.
Si afligirás mis hijas, ó si tomares las otras mujeres junto á mis hijas, no hay hombre con nosotros; Dios es testigo entre mí y ti.
Y Labán dijo á Jacob: He aquí que yo he echado este montón y esta columna que yo he echado entre mí y ti:
Este es testigo, y esta columna sea testigo, para que no pases sobre este montón, y tú no pasarás sobre este montón y esta columna de esta columna.
El Dios de Abraham, y el Dios de Nachôr, Dios de Nachôr, el Dios de su padre, juzgo entre nosotros. Y Jacob juró Jacob por el temor de su padre Isaac.
Entonces Jacob sacrificó á los sacrificios, y llamó á sus hermanos á comer pan; y comieron pan, y quedáronse en el monte.
Y de mañana se levantó á Labán, y besó á sus hijos y á sus hijas, y los bendijo á su lugar.
Y Jehová dijo á Moisés: Aun traeré una plaga sobre Faraón, y sobre Egipto; después de aquí os irá: cuando os apartare, él os echará de aquí.
Habla á oídos del pueblo, y cada uno de su prójimo, y cada uno de su prójimo, y cada uno de su prójimo, vasos de plata, y vasos de oro, y vasos de oro.
Y Jehová dió el pueblo en los ojos de los Egipcios. Y el varón Moisés fué muy grande en la tierra de Egipto, en los ojos de Faraón, en los ojos de Faraón, y en los ojos de los pueblos.
Y dijo Moisés: Así ha dicho Jehová: Dejaré de la media noche en medio de Egipto:
Y todos los primogénitos en la tierra de Egipto morirán, desde el primogénito de Faraón que está sentado sobre su trono, hasta el primogénito de las maldiciones; y todos los primogénitos de las bestias.
Y habrá grande clamor en toda la tierra de Egipto, que no hay como cosa semejante, ni como alguna.
Mas contra alguno de los hijos de Israel no será perro su lengua, ni animal: para que sepáis que Jehová lo había puesto entre los Egipcios y Israel.
Y todos tus siervos descenderán á mí, y se inclinarán á mí, diciendo: Volvete, y todo el pueblo que te seguía: y después de Faraón saldrá. Y salió de Faraón en gran ira en gran ira.
Y Jehová dijo á Moisés: No os escuchará á Faraón, para que sean multiplicados en la tierra de Egipto.
Y Moisés é hizo todas estas maravillas delante de Faraón: y Jehová endureció el corazón de Faraón, para que no quisiese ir á los hijos de Israel de su tierra.
Y Jehová llamó á Moisés, y habló de la tienda del tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de vosotros ofreciere ofrenda á Jehová, traeréis vuestras ofrendas de las bestias, y de las ovejas, y de las ovejas.
Si su ofrenda fuere holocausto de las vacas, le ofrecerá un macho cabrío sin defecto; ofrecerá de su oporcha en la puerta del tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto; y será acepción para reconciliarlo para reconciliarlo para expiación.
Y degollará el becerro delante de Jehová: y los sacerdotes, hijos de Aarón, traerán la sangre, y esparcirá la sangre sobre el altar que está á la puerta del tabernáculo del testimonio.
Y pondrá el holocausto, y la cortará en su cabeza.
Y los hijos de Aarón el sacerdote pondrán el fuego sobre el altar, y pondrás la mesa en el altar:
Y los sacerdotes, los hijos de Aarón, pondrán la cabeza, y la cabeza en el altar que está sobre el fuego:
Mas sus intestinos y sus hievos lavará en aguas: y todo el sacerdote quemará en el altar, para ser holocausto, ofrenda encendida de olor suave á Jehová.
Y si su ofrenda fuere de las ovejas, de las ovejas, de las ovejas, ó de los machos de cabrío para holocausto; la traerá un macho cabrío sin defecto.
Y lo degollará á la parte del altar delante de Jehová; y los sacerdotes, los hijos de Aarón, rociarán su sangre en derredor sobre el altar en derredor.
Y la cortará en su cabeza, y su sebo: y el sacerdote los pondrá en orden en el monte que está sobre el fuego que está sobre el altar:
Mas lavará los intestinos y las piernas: y el sacerdote la traerá todo, y la quemará sobre el altar: es holocausto, ofrenda encendida de olor suave á Jehová.
Y si el holocausto ofreciere á Jehová, será su ofrenda á Jehová de las aves, traerá su ofrenda de las aves, ó de los palominos.
Y el sacerdote la traerá al altar, y la injuria de su cabeza, y la quemará en el altar; y su sangre será desarraigada al lado del altar:
Y arrancará sus toras, y echarán fuera del altar al oriente, junto al lugar de la ceniza, junto al lugar de la ceniza:
Y él lo allegará con sus alas, mas no lo llevará debajo del altar: y el sacerdote lo quemará sobre el monte que está sobre el fuego: es holocausto, ofrenda encendida de olor suave á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Tomad los hijos de Coath, de los hijos de Leví, por sus familias, por las casas de sus padres, por las casas de sus padres,
De treinta años arriba, treinta años arriba, todos los que entran en el campo, para hacer la obra en el tabernáculo del testimonio.
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio;
Y cuando entrare el campo, Aarón vendrá, y sus hijos, y llevarán el velo de la testimonio, y cubrirán el arca del testimonio con ella:
Y pondrá sobre él la cubierta de los clavos, y extenderá sobre ella toda jacinto, y pondrá en sus varas.
Y sobre la mesa de la proposición de pan se extenderán de cárdeno, y pondrás sobre él las cucharas, y las cucharas, y las cucharas, y para cubrir; y el pan será sobre él: y el pan continuo será sobre él.
Y extenderán sobre ellos un manto de granio, y cubrirá el mismo manto de los clavos, y pondrás en sus barras.
Tomarán también un recio de cárdeno, y cubrirán sus canciones, y sus molduras, y todos sus vasos, y todos sus vasos, con que ministraren:
Y lo vestirán, y todos sus vasos de cachorros de pieles, y pondrá sobre él una cama.
Y extendiéronse sobre el altar de oro de cárdeno, y cubrirlo de colores, y pondrás á sus barras;
Y tomarán todos los instrumentos de ministerio, con que ministran en el santuario, y vistiólas en un recio de cárdeno, y cubrcubrirlos en una cubierta de cachorros, y los vestimentarán sobre una;
Y quitarán la ceniza del altar, y extendiéronse sobre él un panal:
Y vestirán sobre él todos sus vasos, y vistieron las barras de ella, con que ministran, y los capiteles, y todos los vasos, y todos los vasos del altar; y extenderán sobre él una cobertura de cueros, y vistieron las barras de él.
Y cuando Aarón y sus hijos hicieron colores del santuario, y todos los vasos del santuario, como el campo, y los vasos de los vasos del santuario: los hijos de Coath vendrán después de los hijos de Coath, y no se tocarán: mas no se tocarán cosa santo. Estas cosas que no se tocarán, sino que el tabernáculo del tabernáculo, sino que se tocarán, sino que no se tocarán. Estas.
Y á la luz del sacerdote Eleazar, y el perfume, y el olor de la unción, y el aceite de la unción, y el tabernáculo de todo lo que en él es el santuario, y el santuario, y el santuario, y todo lo que en él es el santuario, y el santuario, y el santuario, y el santuario, y el santuario, y el santuario, y el santuario.
Y habló Jehová á Moisés y á Aarón, diciendo:
De la tribu de las familias de los Levitas de los Levitas:
Mas así los haréis, para que viven, y no muran, cuando se allegaren á las cosas santo: y Aarón y sus hijos entrarán en cada uno á su servicio y á su carga:
Mas no entrarán á ver lo santo cuando se cubrieren, porque no morirán.
Y habló Jehová á Moisés, diciendo:
Tomad también los hijos de Gersón, por las casas de sus padres, por las casas de sus padres;
De treinta años arriba, y hasta cincuenta años los harás cuenta; todos los que entraren en el tabernáculo, para hacer la obra en el tabernáculo del testimonio.
Esta es el servicio de los Gersón, para servir, y sirvan á los cargos:
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, y la cubierta del testimonio, y la cubierta de los cueros que está sobre él, y el pabellón del tabernáculo del testimonio, y el pabellón del tabernáculo del testimonio,
Y los cortinas del atrio, y el pabellón para la puerta del atrio, que está por el tabernáculo y sus cuerdas, y todos los instrumentos de su servicio, y todos los vasos de su servicio, y todo lo que se hiciere.
En el orden de los sacerdotes y sus hijos serán todo el servicio de los hijos de Gersón, y en todo su ministerio, y en todos sus cargas: y pondréis en toda su obra.
Esta es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio: y su ordenación será debajo de la mano de Ithamar, hijo de Aarón, sacerdote.
De los hijos de Merari, les harás cuenta cuenta cuenta conforme á la casa de sus padres, por las familias de sus padres, por las casas de sus padres;
De treinta años arriba los harás cuenta, cada uno que entrare en el servicio del tabernáculo del testimonio.
Y esto es la ordenanza de su carga, conforme á todo su servicio en el tabernáculo del testimonio, y sus barras, y sus columnas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas,
Y las columnas del atrio alrededor, y sus basas, y sus molduras, y sus molduras, y con todos sus vasos, y con todo su ministerio: y vosotros seréis contados en los instrumentos de su carga.
Esta es el servicio de las familias de los hijos de Merari, conforme á todo su ministerio, en el tabernáculo del testimonio, debajo de la mano de Ithamar, hijo de Aarón sacerdote.
Y Moisés y Aarón y Aarón y Aarón y los principales de la congregación de los hijos de Coath, por sus familias, y tras la casa de sus padres,
De treinta años arriba y cincuenta años arriba arriba arriba, cada uno que entrare en el servicio, para la obra en el tabernáculo del testimonio:
Y los contados de ellos por sus dos mil y cincuenta.
Estos fueron los contados de las familias de Coath, todos los contados de las familias de Coath, para que siresen en el tabernáculo del testimonio, la cual Moisés y Aarón hizo conforme á la ley de Jehová por mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, por sus familias, y por las casas de sus padres,
De treinta años arriba y cincuenta años arriba arriba arriba arriba arriba, cada uno en la obra en el tabernáculo del testimonio,
De los contados de ellos, por las familias de sus padres, dos mil y treinta y treinta.
Estas son los contados de las familias de los hijos de Gersón, de todos los que hiciesen en el tabernáculo del testimonio, al cual Moisés y Aarón hizo conforme al mandamiento de Jehová.
Y los contados de las familias de los hijos de Merari, por las casas de sus padres, por las casas de sus padres,
De treinta años arriba, cada uno que entrare en el servicio, para la obra en el tabernáculo del testimonio,
Los contados de ellos por sus familias, tres mil y doscientos.
Estos fueron contados de las familias de Merari, á los cuales Moisés y á Aarón conforme á la palabra de Jehová por mano de Moisés, por mano de Moisés.
Todos los contados de los Levitas, á los cuales Moisés y á Aarón y á Aarón y á los principales de Israel, conforme á sus familias, y á la casa de sus padres,
De treinta años arriba, treinta años arriba, cada uno que vino á hacer el servicio del ministerio, y el servicio de la carga en el tabernáculo del testimonio,
Los contados de ellos, ocho mil y quinientos.
Conforme al mandamiento de Jehová, cada uno conforme á la mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga: así fueron contados de él, como Jehová lo había mandado á Moisés.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra de Canaán; éste es la tierra que os cayere por heredad, la tierra de Canaán con sus términos:)
Entonces vuestra parte será del desierto de Zín, junto al término de Edom, y vuestro término será el término de la sal de la mar al oriente:
Y vuestro término se apartará de la parte del mediodía al mediodía de Acbim, y pasando en Zín: y su salida será desde el mediodía hasta Cadadadón, y entrará á Hasadán, y pasarán á Asmón:
Y el término de la cerca del río de Egipto hasta el río de Egipto, y sale á la mar de Egipto.
Y cuanto al término de la mar, haréis este término, pues será el gran término: este término será vuestro término.
Y este será vuestro término, desde la gran mar tendréis por el monte de Hor:
Desde el monte de Harán vuestro término hasta la entrada de Hamath: y sale el término de Hamath, y sale al término de Hamath, y sale á Zedad:
Y será el término de Ziphón, y sale á Asarón, y sale al lado de Hasarán: esto será vuestro término.
Y de Hasadán de Hasadán, desde Hasadán hasta, desde Hasenham:
Y descenderá el término de Sepham á Ribla, al lado oriental del oriente; y el término descenderá hasta la mar de la mar de Cinea: al oriente, al oriente, al oriente:
Y descenderá el término al Jordán, y sale al lado de él: esta mar será vuestra tierra con sus términos alrededor.
Y mandó Moisés á los hijos de Israel, diciendo: Esta es la tierra que heredaréis á las nueve tribus, y á la media tribu, y á la media tribu:
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad conforme á la casa de sus padres, recibieron la heredad; y la media tribu de Manasés recibió su herencia;
Las dos tribus y la media tribu recibieron su herencia al oriente, al oriente, al nacimiento del sol, al nacimiento de Jericó.
Y habló Jehová á Moisés, diciendo:
Estas son los nombres de los varones que partieren la tierra: Eleazar el sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de cada tribu, para partir la tierra por heredad.
Y los nombres de los varones son estos: de la tribu de Judá, hijo de Jephone.
Y de la tribu de los hijos de Simeón, Semuel, hijo de Ammimiud.
De la tribu de Benjamín, Elidad hijo de Chigón.
Y el príncipe de la tribu de los hijos de Dan, Buci hijo de Joci.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanniel, hijo de Ehud.
Y el príncipe de la tribu de los hijos de Ephraim, hijo de Siemuel, hijo de Siphán.
Y el príncipe de la tribu de los hijos de Zabulón, Elizán hijo de Pechán.
Y el príncipe de la tribu de los hijos de Issachâr, Phereel hijo de Azán.
Y el príncipe de la tribu de los hijos de Aser, Ahid hijo de Selod.
Y el príncipe de la tribu de los hijos de Nephtalí, Pedam hijo de Ammiud.
Estas son los que Jehová había mandado á la heredad de los hijos de Israel en la tierra de Canaán.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guardes y hacer todos sus mandamientos que yo te mando hoy, Jehová tu Dios te pondré sobre todas las gentes de la tierra:
Y todas estas bendiciones vendrán sobre ti, y te alcanzará, si oyeres á la voz de Jehová tu Dios.
Bendito serás en la ciudad, y te benditarás en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tu ganado, y el fruto de tu ganado, y las ovejas de tus vacas.
Bendito tu canastillo y tu medita.
Bendieres tú, y te benditarás cuando salieres.
Jehová hará tus enemigos que se levantaren contra ti delante de ti, y huirán delante de ti por el camino, y huirán delante de ti siete caminos.
Jehová mandará la bendición sobre ti, y en todo lo que estás en tu mano, y te bendecirá en la tierra que Jehová tu Dios te da.
Jehová te confirmará pueblo santo á sí, como juró á ti, si él te juró, si guardares los mandamientos de Jehová tu Dios, y antarás en sus caminos.
Y todo el pueblo de la tierra que tú invocaste por nombre de Jehová, y serán miedo de ti.
Y Jehová te pagará en bienes, en el fruto de tu cuerpo, y en el fruto de tu ganado, y en la tierra de tu ganado, y en la tierra de tu tierra, en la tierra que juró Jehová á tus padres.
Jehová te abrirá su buen tesoro, al cielo para dar la lluvia á tu tierra en su tiempo, y á toda la obra de tu mano: y no te harás heredar.
Y Jehová te hará la cabeza, y no estarás la cocida; y tú serás arriba, y no serás abajo; y si oyeres á los mandamientos de Jehová tu Dios, que yo te mando hoy que yo te mando hoy, y guardaré á ellos:
Y no entrarás de alguna cosa de las palabras que yo te mando hoy, para entrar á la diestra ni á dioses ajenos, para servir á los dioses ajenos.
Mas será que, si no oyeres á la voz de Jehová tu Dios, para que guardes todas sus mandamientos y sus estatutos que yo te mando hoy te mando hoy; todo esto vendrá sobre ti, y te alcanzará:
Maldito en la ciudad, y malmalmalditos serás en el campo.
Maldito tu canastillo y tu orilla.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tu tierra, y las ovejas de tus vacas, y las ovejas de tus vacas, y las ovejas de tus ovejas.
Maldito, cuando salieres, y fueres cuando salieres.
Jehová enviare sobre ti, cantará en todas las maldiciones, y reprensión, en todo lo que estás en tu mano para hacer, hasta que te destruyas, y hasta que perezcas; porque de la maldad de tus obras, que me has dejado.
Jehová hará pestilencia á ti, hasta que te acabe de la tierra, á la cual tú te has de poseer.
Jehová te herirá con redención, y con una redención, y con arruinación, y con artífice, y con el cuchillo, y con el rocío; y los que te persiguen hasta que perezcan.
Y tu cielo sobre tu cabeza será tu cabeza, y la tierra que está debajo de ti.
Jehová hará llover la lluvia de tu tierra y polvo: desde el cielo vendrá sobre ti, hasta que te destruiste, hasta que serás destruído.
Jehová te hará herir delante de tus enemigos: saldrás uno contra ellos, y huirás siete caminos delante de ellos; y serás apartado en todos los reinos de la tierra.
Y tu cuerpo será comida á todas las aves de los cielos, y á las bestias de la tierra, y nadie las echará.
Jehová te herirá con la caza de Egipto, y con los ríos, y con las colas, y con la sazón del que no te curares.
Jehová te herirá con cobertura, y en espanto, y en espanto de corazón:
Y te tornarás en medio día, como ciegos en tinieblas, y no serás prosperado en tus caminos; y serás destruído y no salvará á nadie.
Tomarás la mujer, y el otro hombre mentirá: edificarás casa, y no morarás: tú plantarás casa casa, y no morarás en ella: plantarás viña, y no recogerás las uvas.
Tu buey será muertos delante de tus ojos, y no comerás de ella: tu asno será quitado de delante de tu rostro, y no te volverás á ti: tus ovejas serán entregadas.
Tus hijos y tus hijas serán dados á otro pueblo, y tus ojos mirarán á otro pueblo, y mirarán tus ojos para todo el día: y no habrá en tu mano.
La fruto de tu tierra de tu tierra, y toda tu labor que tú no sabes comer; y tú serás abatido y crujada y crueles:
Así que, oh los ojos de tus ojos que verás.
Jehová te herirá en las rodillas, y en las peñas, y en las peñas, y con gran manera que no se curará, de la cumbre de tu pie hasta la cumbre de tu cabeza.
Jehová te traerá, y tu rey que tú pusieres sobre ti, á gente que ni á tus padres te mandares, y allí servirás á dioses ajenos, madera y piedra.
Y serás por espanto, proverb, proverbio, entre todas las gentes á donde Jehová te recogerá.
Serás mucho simiente en el campo, y juntarás en el campo; porque la langosta la langosta lo consumirán.
plantarás viñas, y despedazarás, y no beberás del vino, ni juntarás las uvas; porque los comen.
De olivarás tú con todo tu término, mas no ungirás con el aceite, porque tu oliva.
Cuando hubieres engendrado hijos y hijas, mas no los alegrarás en ellos; porque ellos entrarán en cautiverio.
Todos tus árboles y tu tierra consumirán la langosta.
El extraño que está en ti, y en gran manera subirás; y en gran manera serás abatido; y tú derribado.
El fin de ti te allegará, y no harás acabar á él; será la cabeza, y serás cocida.
Y vendrán todas estas maldiciones sobre ti, y te persigues, y te alcanzará, hasta que te destruiste; porque no oiste á la voz de Jehová tu Dios, para guardar sus mandamientos y sus estatutos que te había mandado:
Y serán sobre ti por señal y por señal de maravillas, y sobre tu simiente para siempre.
Por cuanto tú no habías tú á Jehová tu Dios con júbilo, y con alegría de corazón, para la abundancia de todas las cosas;
Por tanto, servirás á tus enemigos que Jehová te enviare, en hambre, y en sed, y en toda obra; y pondré yugo de hierro sobre tu cuello, hasta que te destruiste.
Jehová hará gente contra ti de lejos, desde el fin de la tierra, como la ligera de la tierra, como la ligera, la gente que la nación no entenderás;
La gente de rostro de rostro, que no mirá la benigna;
Y comerá el fruto de tu ganado, y el fruto de tu tierra hasta que seas destruído: y no te dejará ni aceite, ni aceite, ni aceite, ni aceite de tus ovejas, ni ovejas de tus ovejas, hasta que te destruya.
Y él te cercará en todas tus puertas, hasta que venga tu tierra en todo tu tierra; y cercará en toda tu tierra en todas tus ciudades, que Jehová tu Dios te ha dado.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado, en el cerco, y en la estrecha de tus enemigos que Jehová tu Dios te ha dado, y en la estrecha, con que tus enemigos te irán:
Así que, el hombre que está en medio de vosotros, y muy muy muy grande, será su ojo, y en la mujer de su seno, y hacia el resto de sus hijos que dejare;
Así que, no dará á ninguno de ellos de la carne de sus hijos que comerá; porque nada le dejó en el cerco, y en el tormento de tus enemigos.
Las vacas y la mujer de la mujer entre vosotros, la cual no quisiera puesto en la tierra de su pie sobre la tierra de su pie sobre la tierra, y su ojo será malo al marido de su seno, y á su hijo, y á su hija, y á su hijo, y á su hija, y á su hija, y á su hija, y á su hija;
Y de entre sus pies vendrá; porque ella comerá de todo lo secreto en el cerco y paja, con que tu enemigo te redimirá tu enemigo en tus puertas.
Si no quisieres cuidado de hacer todas las palabras de esta ley que está escrito en este libro, para que seas temido en este libro, para que seas temido en este lugar, y temerás á Jehová, y á Châm:
Entonces Jehová hará tus plagas, y las plagas de tu simiente, y de las plagas de tu simiente, y de largamente, y de días.
Y traeré sobre ti todas las enfermedades de Egipto, que temiste de ti; y se allegaren á ti.
Y toda enfermedad, y toda plaga, que no está escrito en el libro de esta ley, Jehová traeré sobre ti, hasta que seas destruído.
Y dejaréis pocos pocos en número de los cielos; porque no quisiste oir la voz de Jehová tu Dios.
Y será que, como Jehová se gozará sobre vosotros bien, y multiplicaros; y os multiplicarán; y Jehová os alegrará sobre vosotros, y os traeréis á vosotros, y os traeréis á vosotros; y seréis arrancados de la tierra á la cual quiera que lo hubieres de poseer.
Y Jehová te esparcirán entre todo el pueblo, desde el uno de la tierra hasta el otro: y allí servirás á dioses ajenos, y á tus padres, y á la madera y á la piedra.
Y en estas gentes no hallarás, ni la planta de tu pie: mas Jehová te dará un corazón temblor, y dolor de ojos:
Y tu vida será tu vida delante de ti; y temerás de ti día y de noche, y de noche no habrá quien hacimiento de tu vida;
En la mañana dirás: ¡OH Dios fué! y dirás á Dios: ¡Ojalá! porque la mañana de tu corazón estaba la mañana de tu corazón que temes, y por los ojos de tus ojos que verás.
Y Jehová te hará volver á Egipto con navíos, por el camino de donde yo te hablé, no lo verás más: y allí os vendréis á vuestros enemigos por siervos y mujeres, y mujeres no os podrán comprar.
Y Josué juntó todas las tribus de Israel á Sichêm, y llamó á los ancianos de Israel, y por sus cabezas, y por sus jueces, y por sus oficiales, y por sus oficiales; y presentáronse delante de Dios.
Y Josué dijo á todo el pueblo: Así ha dicho Jehová Dios de Israel: Vuestros padres habitaron en el otro tiempo de la otra manera, Terías padre de Abraham, y padre de Nachôr: y sirvieron á dioses ajenos.
Y tomé vuestro padre Abraham de la otra parte del diluvio, y le multiplicó por toda la tierra de Canaán, y dióle su simiente, y dió Isaac.
Y dí á Isaac y á Esaú: y dí á Esaú el monte de Seir, para que la poseyesen; mas Jacob y sus hijos descendieron en Egipto.
Y yo envió Moisés y Aarón, y yo hice llegar á Egipto conforme á lo que hice entre ellos: y después os saqué.
Y saqué vuestros padres de Egipto: y llegasteis á la mar; y siguisteis á vuestros padres á la mar Bermejo y á la mar Bermejo.
Y clamaron á Jehová, él puso tinieblas entre vosotros y vosotros los Egipcios, é hízolos volver á la mar sobre ellos, y los cubrieron; y habéis visto vuestros ojos en Egipto: y vosotros morasteis en el desierto.
Y os he traído á la tierra de los Amorrheos, que habitaba en la otra parte del Jordán, y pelearon con vosotros: y les dí en vuestra mano, para que poseáis su tierra, y los destruí de delante de vosotros.
Entonces Balac, hijo de Zipar, rey de Moab, levantóse contra Israel, y envió á Balaam hijo de Beor á vosotros:
Mas no escuchía á Balaam, por eso os bendijo: así os libré de su mano.
Y pasasteis el Jordán, y vino á Jericó: y los varones de Jericó pelearon contra vosotros, y al Pherezeo, y al Hetheo, y al Hetheo, y al Hetheo, y al Hetheo, y al Hetheo, y al Jebuseo, y al Heveo, y al Heveo, y al Jebuseo; y yo los libro; y yo los libro, y yo los entregó en vuestras manos; y yo
Y envié la red de delante de vosotros, los dos reyes de los Amorrheos, y con tu arco.
Y os he dado una tierra que no habéis hecho, y las ciudades que no habéis edificado, y habitaréis en ellos en ellos; de las viñas y de las viñas que no plantasteis; las viñas y las viñas que no plantasteis.
Ahora pues, Jehová, y sirviólo en verdad, y en verdad, y en verdad: y poned los dioses ajenos que sirvieron á vuestros padres en la otra parte del diluvio, y servisteis en Egipto; y servid á Jehová.
Y si tuviereis mal á vosotros serviros á Jehová, os escogiere hoy á los dioses que sirvieron á vuestros padres, y á los dioses de los Amorrheos, y á la tierra de los Amorrheos, en cuya tierra habitaréis; mas como yo y vosotros, serviremos á Jehová.
Y respondiendo el pueblo, dijo: En ninguna manera que nos deje Jehová á dioses ajenos, para servir á dioses ajenos;
Porque Jehová nuestro Dios, él es el que nos hizo subir y nuestros padres de la tierra de Egipto, de la casa de servidumbre de servidumbre, y que hacía grandes señales en nuestros ojos, y nos guardó en todo el camino en que hemos pasado, y entre todo el pueblo que nos hemos pasado;
Y Jehová echó de delante de nosotros delante de todo el pueblo, al Amorrheo que habitaba en la tierra; por tanto también serviremos á Jehová, porque es nuestro Dios.
Y Josué dijo al pueblo: No podéis servir á Jehová: porque él es santo Dios: no perdonará vuestras rebeliones ni perdonará vuestras rebeliones ni vuestros pecados.
Si dejareis á Jehová, y sirviere á dioses ajenos ajenos ajenos, y él os hará daño, y os consumirá, después de lo que os ha hecho bien.
Y dijo el pueblo á Josué: No nos serviremos; mas serviremos á Jehová.
Y Josué dijo al pueblo: Vosotros sois testigos contra vosotros que vosotros escogisteis á Jehová, para servir á él. Y ellos dijeron: Nosotros somos testigos.
Y quitaron, pues, los dioses ajenos que están entre vosotros, y inclinaron vuestro corazón á Jehová Dios de Israel.
Y dijo el pueblo á Josué: Jehová nuestro Dios serviremos, y su voz hemos de servir.
Y Josué hizo alianza con el pueblo que hizo alianza con el pueblo, y púsolas en Sichêm.
Y escribió Josué estas palabras en el libro de la ley de Dios, y tomó una grande piedra, y púsola allí debajo de un alcornoque estaba en el santuario de Jehová.
Y Josué dijo á todo el pueblo: He aquí que esta piedra nos será testigo; porque todas las palabras de Jehová que nos ha hablado: por eso os será testigo, porque no seáis aceptos á vuestro Dios.
Así se aparta Josué el pueblo, cada uno á su herencia.
Y ACONTECIÓ después de estas cosas, Josué hijo de Nun, siervo de Jehová, siendo cien y diez años.
Y sepultáronlo en el término de su herencia en Timnah, que está en el monte de Ephraim, al lado de Ephraim.
Y sirvió Israel á Jehová todos los días de Josué todos los días de Josué, y todos los ancianos de los ancianos que habían venido Josué, y que había conocido todas las obras de Jehová, que él había hecho por Israel.
Y los huesos de José, que los hijos de Israel habían sacado de Egipto, sepultaron en Sichêm, en Sichêm en Sichêm, en tierra de los hijos de Hamor, padre de plata; y fué la heredad de los hijos de José.
Y murió Eleazar hijo de Aarón; y sepultáronlo en el collado que le fué dado á Phinees, el cual le fué dado en el monte de Ephraim.
Y los Filisteos tomaron el arca de Dios, y trajéronla de E-ezer hasta Asdod.
Y los Filisteos tomaron el arca de Dios, metiéronla en la casa de Darío, y púsola junto á Demón.
Y como de Asdod se levantaron de mañana, he aquí Darío en su rostro á la tierra delante del arca de Jehová. Y ellos tomaron á Dadlo, y pusiéronlo en su lugar.
Y como se levantaron de mañana, he aquí Darío á la mañana delante del arca de Jehová, y la cabeza de su mano fué cortada, y la cabeza de sus manos fueron cortados en el umbral; solamente solamente la casa de Darío, y solamente la tropón de Dadón: solamente la salva de Darío.
Por tanto ni los sacerdotes de Darío en la casa de Darío en la casa de Darío en Asdod hasta hoy.
Mas la mano de Jehová se agravó sobre ellos de Asdod, y destruyó, é hirió á Asdod, y á Asdod, y á Asdod y á sus términos.
Y viendo los de Asdod que fué así, dijeron: El arca de Dios de Israel no habitará con nosotros: porque su mano está sobre nosotros, y sobre Darío en nuestro dios.
Entonces enviaron, y juntaron todos los príncipes de los Filisteos á ellos, y dijeron: ¿Qué haremos con el arca de Dios de Israel? Y ellos respondieron al arca de Dios de Israel. Y llevaron el arca de Dios de Israel á Gath. Y llevaron el arca de Dios de Israel á Israel.
Y así fué, que después de la mano de Jehová estaba contra la ciudad muy grande: é hirió los varones de la ciudad, é hicieron grandes y muchas truenos, y tenían en su secreto.
Entonces enviaron el arca de Dios á Ecrón, y á Ecrón. Y como el arca de Dios vino á Ecrón, que el arca de Dios había venido á Ecrón, diciendo: Donaron al arca de Dios de Israel, diciendo: A nosotros nos han llevado el arca de Dios de Israel, para matarnos, y nos matarnos á nuestro pueblo.
Entonces enviaron y juntaron á todos los príncipes de los Filisteos, y dijo: Envía al arca de Dios de Israel, y no nos maquerremos á nuestro pueblo; porque en toda la ciudad de toda la ciudad de toda la ciudad de la ciudad de todo el Dios de Dios de los Filisteos.
Y murió los hombres que no habían herido con los ríos; y clamaron el clamor de la ciudad á los cielos.
Y oyendo el hijo de Saúl que Abner era muerto en Hebrón, sus manos eran viles, y todos los Israelitas se turbaron.
Y el hijo de Saúl había sido dos varones que eran capitanes de compañías: el nombre de uno era Baana, y el nombre de Rechâb, los hijos de Rimmón, de los hijos de Benjamín; porque de Beeroth fué contado á Benjamín:
Y el Beerothita huyeron á Gitán, y peregrinaba allí hasta hoy.
Y Jonathán, hijo de Saúl, hubo hijo de sus pies. Y fué su nombre Mephi-boseth de sus pies. Y era cinco años de Saúl y de Jonathán, y de Jezreel le tomó, y huyó de Jezreel, y huyó; y vino á huyendo, y se fué de su nombre. Y fué su nombre Mephi-boseth de sus pies.
Y los hijos de Rimmón, Rechâb de Raphab, y vino, y vino á calor de la casa de Is-boseth, el cual estaba en la casa de Is-boseth, el lecho en la casa de Is-boseth.
Y vinieron allí á la casa de la casa, como si tuviesen trigo de trigo; y le hirieron debajo de la queja, y su hermano se escapó.
Porque cuando entraban en la casa, puso en su cama en su cama, y le hirieron, y mataron, y le degollaron, y tomaron su cabeza, y quitáronlos por la tierra toda aquella noche.
Y trajeron la cabeza de Is-boseth á David á David, y dijo al rey: He aquí la cabeza de los Is-boseth hijo de Saúl, que buscase tu vida; y Jehová ha muerto mi señor el rey de Saúl, y de su simiente.
Y David respondió á Rechâb y á Baana su hermano, los hijos de Rimmón, y díjoles: Vive Jehová, el que redimiere mi alma de todo, que redimiere mi alma,
Y habiendo dicho á mí, diciendo: He aquí Saúl es muerto, rey muerto á buena nueva buenas nuevas, tomé en Siclag, y le maté en Siclag, el cual le había dado un pago por su noticia:
¿Cuánto más que los impíos han muerto en su casa sobre su cama? ¿no pues, yo quitaré ahora su sangre de vuestra mano, y os quitaré de la tierra?
Y mandó David á sus mancebos, y los mataron, y los cortaron sus manos y sus pies, y los echaron en el estanque en Hebrón. Mas ellos tomaron la cabeza de Is-boseth, y sepultáronlo en el sepulcro de Hebrón.
Y como la reina de Seba oyó de la fama de Salomón sobre el nombre de Jehová, vino á él con diversos diversas.
Y vino á Jerusalem con gran manera en gran manera, con camellos, y piedras preciosas, y piedras preciosas; y cuando llegó á Salomón, habló con él con él de todo lo que estaba en su corazón.
Y Salomón lo había declarado á todos sus arcos: no hubo cosa oculto del rey, que no la declaró.
Y viendo á la reina de Seba toda la sabiduría, y la casa que había edificado,
Y la comida de su mesa, y los que estaban sentados de sus siervos, y su vestido, y su vestido, y su paja, y su paja, y su paja por la casa de Jehová; no había más espíritu en ella.
Y ella dijo al rey: Este es verdadero, que he oído en mi tierra y de tu sabiduría y de tu sabiduría.
Mas yo no he creído á las palabras, hasta que yo he visto, y mis ojos lo vieron: y he aquí la mitad no me fué declarado; y tu sabiduría y la prospera que yo oí.
Muchos son tus hombres, y tus siervos que están delante de ti, y los que oigan tu sabiduría, y que oyen tu sabiduría.
Bendito sea Jehová tu Dios, que te honra en el trono de Israel: porque Jehová amó Israel para siempre, por eso te hizo rey, para hacer el juicio y justicia.
Y dió el rey cien talentos, y veinte talentos de oro, y de piedras de oro, y de piedras preciosas, y de piedras preciosas: no vino más que estas cosas de la reina de Seba á Salomón.
Y también el envidia de Hiram, que trajesen el oro de Ophir, trayendo de Ophir, de Ophir, y piedras preciosas.
E hizo el rey de las columnas para la casa de Jehová, y para la casa del rey, y de los salterios, y de salterios para los; ninguna manera vino hasta hoy.
Y el rey Salomón dió á la reina de Seba toda su deseo, para que Salomón le había mandado, para que lo había dado, y fué á su tierra, y ella se fué, y sus siervos.
Y el peso del oro que Salomón había venido á Salomón en un año seiscientos sesenta y seis talentos de oro,
El que tenía mercaderías de mercaderías, y de los mercaderes de los mercaderías, y de todos los reyes de Arabia, y de los príncipes de la tierra.
Y el rey Salomón hizo doscientos toros de oro: seis siclos de oro iba á uno de oro.
E hizo trescientos escudos de oro; y puso el rey en la casa del monte: y puso el rey en la casa del Líbano.
Y el rey hizo una gran trono grande solio, y cubriólas de oro.
El trono tenía seis pasos, y la cumbre del trono alrededor, y la cumbre del trono en derredor; y había de la una parte de la silla de la silla, y dos leones de la cubierta.
Y doce leones estaban en la una parte de la una parte de la otra: no había como en ninguna manera.
Y todos los vasos del rey Salomón bebieron de oro, y todos los vasos de la casa del Líbano del Líbano de oro puro: no eran de plata, ni de plata: nada había sido contado de plata en los días de Salomón.
Porque el rey tenía envidia de la envidia de los Tarsis de Hiram: en tres años vino á la envidia de Hiram, y de plata, y de plata, y las peñas, y las peñas.
Así el rey Salomón puso en todos los reyes de la tierra por las riquezas y la sabiduría.
Y toda la tierra buscó á Salomón, que Dios había puesto en su corazón, que Dios había puesto en su corazón.
Y trajeron cada uno su presente, vasos de plata, y vasos de oro, y de oro, y de vestidos, y de armas, y de un año por año.
Y juntó Salomón carros y gente de á caballo; y tuvo mil y cuatrocientos carros, y doce mil hombres de á caballo, á los cuales labró en las ciudades de los carros, y con el rey en Jerusalem.
Hizo también el rey plata en Jerusalem como piedras de piedras, y cedros hizo á ser como cavados en los campos, porque abundancia.
Y Salomón había sacado á caballos de Egipto, y lino: el rey de los mercaderes del rey.
Y subió un carro, y salió de Egipto por seiscientos siclos de plata, y cien siclos de plata, y cincuenta; y así así todos los reyes de los Hetheos, y por los reyes de Siria, y por los reyes de Siria, é hízolos sacado de ellos.
Y ACONTECIÓ en el año tercero de Oseas hijo de Ela, rey de Israel, que Ezechîas rey de Judá comenzó á reinar Achâz hijo de Achâz rey de Judá.
Muchos y cinco años era á reinar, y reinó en Jerusalem. El nombre de su madre fué Abías, hija de Abías.
E hizo lo recto en ojos de Jehová, conforme á todo lo que David su padre hizo, conforme á todo lo que David había hecho.
Tomó los altos, y quebró las imágenes, y quebró los bosques, y quebró en la serpiente de bronce que Moisés había hecho; porque á los días de Israel lo quemaron, y llamó á Nehuelán.
El confió en Jehová Dios de Israel; y después de él no fué como en todos los reyes de Judá, ni ningún lo que le había sido antes de él.
Porque él se apartó á Jehová, y no se fué apartado de él, sino sus mandamientos que Jehová lo había mandado á Moisés.
Y Jehová fué con él; y prosperó contra el rey de Asiria, y no le sirvió.
El hirió los Filisteos, hasta Gaza, y su término desde la torre de la ciudad, desde la ciudad de la ciudad hasta la ciudad.
Y aconteció en el año cuarto del rey Ezechîas, que fué el año séptimo del rey Ezechîas, que fué Seser hijo de Ela, rey de Asiria, rey de Samaria, rey de Samaria, y cercó á Samaria.
Y al cabo de tres años lo tomaron: en el sexto año de Ezechîas, que es nueve de Ezechîas, rey de Israel, fué quitado.
Y el rey de Asiria llevó á Asiria á Asiria, y púsolos en Henojado de Gozán, y en las ciudades de Gozán, y en las ciudades de Mesán;
Porque no escucharon la voz de Jehová su Dios, sino que se rebeló su pacto, y todo lo que Moisés siervo de Jehová mandó, y no les escucharía.
Y en el año catorce del rey Ezechîas hizo á Sennachêêrib rey de Asiria subió contra todas las ciudades de Judá, y tomólas.
Y Ezechîas rey de Judá envió á Lachîs rey de Asiria al rey de Asiria á Lachîs, diciendo: Yo he escandalizado; y de mí me llevaré. Y el rey de Asiria dió á Ezechîas rey de Judá, y treinta talentos de plata.
Y Ezechîas dió todo el dinero que estaba en la casa de Jehová, y en los tesoros de la casa del rey.
En aquel tiempo Ezechîas hizo talar el oro de las puertas del templo de Jehová, y de las columnas que Ezechîas rey de Judá había hecho rey de Judá, y diólo á la rey de Asiria.
Y envió el rey de Asiria, y Rabsaces y Rabsaces de Lachîs, rey de Lachîs. Y subieron á Jerusalem con gran ejército contra Jerusalem. Y como se levantaron, y se pararon junto al estanque está en el estanque está en el camino del campo de Tarso, que está en el camino del campo de Lachîs.
Y llamaron al rey, y salieron á Eliacim hijo de Hilcías, el cual estaba sobre la casa de Hilcías, que estaba sobre la casa de Asaph, y de Asaph hijo de Asaph, y de Asaph, y de Asaph, y de Asaph, y de Asaph hijo de Asaph, y de Asaph, y de Asaph
Y díjoles Rabsaces: Habla á Ezechîas, rey de Asiria: Así ha dicho el rey de Asiria: ¿Qué confianza es éste?
Tú dices: mas ellos son vanos, mas las palabras, yo he entendido y fortaleza por la guerra. Ahora pues confias, que confias contra mí confuncio?
Ahora pues, he aquí que tú confuncio sobre el bordón de esta caña, sobre Egipto, que si alguno tuviere hombre, entrare en su mano, y la quitare; así es Faraón rey de Egipto á todo lo que en él confias.
Mas si me dijereis: Nosotros confiamos en Jehová nuestro Dios: ¿no es el que hizo, cuyos altares y Ezechîas ha quitado, y dijo á Judá y á Jerusalem: Vosotros serviréis delante de este altar en Jerusalem?
Ahora pues, yo te ruego que quites á mi señor el rey de Asiria, y yo te entregaré dos mil caballos, si pudieres en tu parte sobre ellos.
¿Cómo pues, quitarás la cara de un capitán de mi señor, y pon tu confiadamente en Egipto por los carros de á caballo y de á caballo?
¿No he subido á Jehová contra este lugar para destruirlo? Jehová me dijo: Sube contra esta tierra, y la destruye.
Entonces dijo Eliacim hijo de Hilcías, y Sena, y Jona, á Rabsaces, y á Rabsaces, á Rabsaces, y á tus siervos en la lengua de los Judíos en la lengua de los Judíos que están en el muro.
Mas Rabsath les dijo: Heme enviado á tu señor, y á ti, para hablar estas palabras? ¿no me envió á mí, ni á estas palabras? ¿no me ha enviado á mí, ni á los hombres que se siguen en la pared, para que comen su estiércol, para que comen su estiércol y beben su estiércol, para beber, para que
Entonces dijo: Oid la palabra de la grande rey de Asiria, rey de Asiria:
Así ha dicho el rey: No os engañe á vosotros: porque no podrá librar de su mano; porque no podrá librar de su mano:
Ni os confiéis en Jehová, diciendo: Jehová nos librará, y esta ciudad no nos librará en mano del rey de Asiria.
No escuchéis á Ezechîas: porque así ha dicho el rey de Asiria: Hazme con presente, y sal á mí, y cada uno de su vid, y cada uno de su higuera, y cada uno de su higuera, y cada uno de su higuera:
Hasta que yo venga y os quitaré á vosotros una tierra como vuestra tierra, tierra de pan y de viñas, y de miel, y de miel, y de miel, y de miel, para que vieseis, y no muráis; y cuando Ezechîas no os librará á Ezechîas, diciendo: La palabra de Jehová.
¿Ha entregado en toda su tierra de las gentes á toda su tierra de Asiria?
¿Dónde están los dioses de Hamath, y de Arpad? ¿dónde están dioses de Sepharim, y de Arván, ¿Hena, y de mi mano? Y entregaron Samaria de mi mano?
¿Quién son entre los dioses de todas las tierras de las tierras, que tienen librar su tierra de mi mano, para que Jehová librará de Jerusalem de mi mano?
Mas el pueblo callaba su paz, y no le respondió palabra; porque el mandamiento del rey fué dicho, diciendo: Aner no le conoció.
Y vino Eliacim hijo de Hilcías, que estaba sobre la casa, y Sena escriba, y Jona hijo de Asaph hijo de Asaph, y diólo á Ezechîas con sus vestidos, y diéronle las palabras de Rabsaces.
Y como David era viejo y lleno de días, hizo Salomón su rey sobre Israel.
Y juntó á todos los príncipes de Israel, con los sacerdotes y Levitas.
Y los Levitas fueron contados de la vejez de treinta años arriba, y sus cabezas, y ocho mil y ocho mil y ocho mil.
De lo que veinte y cuatro mil y cuatrocientos mil hombres de la casa de Jehová, y seis mil y jueces:
Y cuatro mil porteros eran porteros, y cuatro mil alabaron á Jehová con los instrumentos que hice, y alababa á David.
Y los repartieron en medio de los hijos de Leví: Gersón, Gersón, Gersón, Gersón, Gersón, Gersón, Gersón, Gersón, y Merari.
De los Gersón, Laadán, Laadán, y Simi.
Los hijos de Laadán: Jehiel, y Joel, y tres.
Los hijos de Semei: Selomith, Asmith, y Harán, y Harán, tres. Estos fueron los principales de los padres de Laadán.
Y los hijos de Simi fueron Jaán, y Berías. Estos fueron los hijos de Semei.
Y Jadán fué el principal, y Sizías, y Bería; mas no tuvo muchos hijos, conforme á la casa de ellos, conforme á la casa de su padre.
Los hijos de Coath: Amram, Hebrón, y Uzziel, cuatro.
Los hijos de Amram: Aarón y Moisés fué apartado, para santificar las cosas santas, y sus hijos para siempre quemar sahumerios delante de Jehová, para ministrarlo delante de Jehová, para servir á él, y á su nombre para siempre.
Ahora pues, de Moisés varón de Dios, sus hijos fueron llamados de la tribu de Leví.
Los hijos de Moisés fueron Gersón, Gersón, y Eliezer.
De los hijos de Gersón, de Sebuel, era el principal principal.
Y los hijos de Eliezer fueron Reezer, Reama el principal. Y Eliezer no tuvo hijos; mas los hijos de Reah fueron muchos.
Los hijos de Izhar, Selomimith, Selomimith.
De los hijos de Hebrón: Jeroías el primero, Amarías, Jaazías, Jaazuam.
De los hijos de Uzziel: Michâ el primero y el segundo.
Los hijos de Merari: Mausi, y Musi, y Musi. Los hijos de Mausi: Eleazar, y Cis.
Y murió Eleazar, y no tuvo hijos, sino hijas: y sus hermanos tomaron.
Los hijos de Musi: Mausi, Ethi, y Ethoth, tres.
Estos fueron los hijos de Leví en la casa de sus padres, conforme á la casa de los padres por sus cabezas, que hacían la obra de la casa de Jehová, de veinte años arriba.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo, para que morasen en Jerusalem para siempre:
Y á los Levitas no llevarán más el tabernáculo, ni los vasos de ella.
Porque por los postreros palabras de David fueron contados de veinte años arriba:
Por cuanto su ministerio fué esperado á los hijos de Aarón por el servicio de la casa de Jehová, en los atrios, y en las cámaras, y en la purificación de todas las cosas santas, y en la obra del servicio de la casa de Dios;
Por la proposición para el pan, y para la flor de harina para la flor de harina, y para los panes sin levadura, y para los que está en el torio, y para la misma manera, y para toda medida;
Y para cada mañana en gracias á la mañana y alabanzas;
Y ofreciendo todo el holocausto á Jehová en los sábados, y en las solemnidades, y en las solemnidades, y en las solemnidades, conforme á la cuenta de Jehová:
Y para que guardasen la guarda del tabernáculo del testimonio, y la ordenanza del santuario, y la ordenanza de los hijos de Aarón, en el servicio de la casa de Jehová.
De siete años era Joas cuando comenzó á reinar, y reinó cuarenta años en Jerusalem. El nombre de su madre fué Sibia de Beer-seba.
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada sacerdote.
Y tomó Joiada por dos mujeres, y engendró hijos é hijas.
Y aconteció que, después de esto fué Joas, para reparar la casa de Jehová.
Y juntó los sacerdotes y los Levitas, y díjoles: Id á las ciudades de Judá, y junta de todo Israel, y recogió de todo Israel para reparar la casa de vuestro Dios desde el año, y veáis que visteis el negocio. Mas los Levitas no lo apedrearon.
Y el rey llamó á Joiada, y díjole: ¿Por qué no has de dar de traer en medio de Judá y de Jerusalem de Jerusalem, conforme al mandamiento de Moisés siervo de Moisés siervo de Jehová, y del testimonio de Israel, y testimonio de la congregación de Israel, y testimonio de la congregación de Israel, y del tabernáculo del tabernáculo del tabernáculo del testimonio?
Porque los hijos de Athalía habían sido quebrado la casa de Dios, y también todas las cosas dedicado de la casa de Jehová: y todas las cosas consagraron sobre los Baales.
Y en el mandamiento del rey hicieron un mandamiento, y ponlo fuera sin la puerta de la casa de Jehová.
Y pusieron en Judá á Jerusalem y á Jerusalem, para traerlo á Jehová que Moisés siervo de Dios puso sobre Israel en el desierto.
Y todos los príncipes y todo el pueblo se gozaron, y metieron en el lugar, hasta acabar.
Y aconteció que, que en aquel tiempo fué traído á la costumbre de los Levitas, y viendo que viesen allí el dinero del rey, y viendo que allí había mucho dinero, el escriba del rey y del gran sacerdote, vino el eunuco y el gran sacerdote, é hízolo volver á su lugar. Así se juntó el día del rey, y se juntaron en la abundancia de los Levitas.
Y el rey Joiada lo dió así como la obra del servicio de la casa de Jehová, y los alalalalalalalalalalalaltercían á Jehová, y á la casa de los que los de Jehová, y asimismo á los que también á la casa de la casa de Jehová.
Así que los obran, y la obra de los que hacían, y pusieron la casa de Dios en su fortaleza, y esforzólas.
Y como lo acabaron, trajeron el reposo del dinero delante del rey y Joiada, de los cuales eran vasos de la casa de Jehová, para ministrar, y ofreciendo á los vasos, y á los vasos de plata y de plata. Y sacrificaron los holocaustos en la casa de Jehová todos los días de Joiada.
Mas Joiada era viejo, y fué lleno de días cuando murió, y treinta años era cuando murió.
Y sepultáronlo en la ciudad de David en la ciudad de David, por cuanto había hecho lo bueno en Israel, y en su casa.
Y después de la muerte de Joiada vino los príncipes de Judá, é hizo invalidar al rey. Entonces el rey les escuchó.
Y dejaron la casa de Jehová el Dios de sus padres, y sirvieron á los bosques, y sirvieron á Judá y á la ira de Judá y de Judá: y la ira sobre Judá.
Y envió á los profetas, para que los trajesen á Jehová, y testificaron contra ellos: mas no quisiesen oído.
Y el espíritu de Dios vino sobre Zacarías hijo de Joiada, que estaba sobre el pueblo, y díjoles: Así ha dicho Dios: ¿Por qué prevaricasteis los mandamientos de Jehová, que no sois prosperados? porque habéis dejado Jehová, también él os ha dejado.
Y conspiraron contra él, y le apedrearon con piedras en el mandamiento del rey en la casa de Jehová.
Y Joas no se acordó del rey que había hecho á Joiada su padre, sino mató á su hijo. Y murió, y dijo: Jehová mirará á él, y lo demandó.
Y aconteció que al cabo del año que subió el ejército de Siria contra él; y vinieron á Judá y á Jerusalem, y destruyeron á todos los príncipes de los pueblos de en medio del pueblo, y envió á todo el despojo de ellos.
Porque el ejército de los Siros vinieron con poco de los de los de los hombres, y Jehová entregó en su mano, por cuanto dejaron á Jehová el Dios de sus padres. Y ellos hicieron juicio contra Joas.
Y cuando se apartaron de él, porque le dejaron en grandes enfermedades, y sus siervos conspiraron contra él por la sangre de los hijos de Joiada sacerdote, y matólo; y sepultáronlo en la ciudad de David, mas no le sepultaron en la ciudad de David, mas no le sepultaron en los sepulcros de los reyes de los reyes.
Y estos son los que habían conspirado contra él; Zabad hijo de Sima, y Jozabad hijo de Sima, y Jozabad hijo de Moloth.
Y á sus hijos, y la grandeza de las cargas, y la grandeza de la casa de Dios, he aquí está escrito en la tempestad de los reyes. Y reinó en su lugar Amasías su hijo.
Y todo el pueblo se juntaron como uno á la plaza que estaba delante de la puerta de las aguas, y hablaron á Esdras escriba, escriba de la ley de Moisés, que Jehová había mandado á Israel.
Y Esra el sacerdote Esdras y mujeres, y todas las cosas que habían de ser con entendimiento, el primer día del mes séptimo.
Y leyó en él delante de la plaza que estaba delante de la puerta, desde la mañana hasta el día de la mañana, delante de los hombres y de las mujeres, y los que podían entender; y los oídos de todo el pueblo estaban atentos hasta el libro de la ley.
Y Esdras, y Hasadías, y Malchías, y Ananías, y Abías, y Hilcías, y Hilcías, y Hilcías, y Hilcías, y Hilcías, y Maasías, y Maasías; y en su diestra, y en su mano derecha, y en Hasadías, y en Hasadías, y en Hasadías, y en su mano derecha, y á Zachârías, y en su mano derecha, y á Zachârías, y á Zachârías, y á Zachârías, y á Zachârías.
Y abrió Esdras el pueblo en el pueblo; porque estaba sobre todo el pueblo; porque él todo el pueblo, porque él, porque estaba sobre todo el pueblo:)
Y bendijo Ezra á Jehová, el gran Dios. Y respondiendo todo el pueblo, respondió: Amén, y alzando sus manos; é inclinaron sus cabezas, y adoraron á tierra con sus rostros á tierra.
Y Jesuá, y Bani, y Sebías, en Authán, en Authi, Othías, Maaseías, Jozabad, Jozabad, Pelaías, y Levitas, é hicieron á los Levitas, é hizo entender la ley: y el pueblo estaba en su lugar.
Y leyeron en el libro de Dios en la ley de Dios, y diéronlos á la ocilla, é hicieron entender la carrera.
Y llorando las palabras de la ley, que es el Thirsa, y Esdras sacerdote escriba, y los Levitas que enseñaba al pueblo, dijo á todo el pueblo: Este es santo á Jehová vuestro Dios; no lloréis, ni lloréis. Porque todo el pueblo lloró las palabras de la ley.
Entonces les dijo: Id, y bebed el derecho, y enviad la dulce á los que nada es preparado: porque este día es santo al Señor nuestro santo: porque el Señor es santo, porque el gozo de Jehová es vuestro fortaleza; porque el gozo de vuestra fortaleza.
Así pues, los Levitas se tornaron á todo el pueblo, diciendo: ¡Otra paz! porque el día santo es santo, ni seáis alezados.
Y todo el pueblo se fué á comer, y á beber, para que enviasen las muchas palabras, y á causa de las palabras que habían sido declarado á ellos.
Y juntóse el segundo día de los padres de todo el pueblo, los sacerdotes y los Levitas, hasta Esdras escriba, para entender las palabras de la ley.
Y hallaron escrito en la ley que Jehová había mandado por Moisés, para que los hijos de Israel morasen en la fiesta del mes séptimo:
Y para que anunciasen y pregonen todas sus ciudades, y en Jerusalem, diciendo: Sube al monte, y á la oliva, y á las ramas, y á las vacas, y á las vacas, y á las ramas, y á las palmas, y á las guerras, como está escrito.
Y salió el pueblo, y trajéronlos, é hízobanbanse; y cada uno en las plazas de su casa, y en los atrios de la casa de Dios, y en los atrios de la casa de Dios, y en la puerta de la puerta de Ephraim, y en la puerta de Ephraim, y en la puerta de Ephraim, y en la puerta de Ephraim, y en la puerta de Ephraim,
Y toda la congregación de la transmigración de la transmigración de los hijos de Israel, que no habían hecho los hijos de Israel. Y había hecho grande gozo. Y hubo en gran gozo. Y hubo en gran manera.
Y por el día primero, desde el día primero hasta el día postrero, leyó leer en el libro de la ley de Dios. Y celebraron la fiesta siete días, y en el octavo día fué la congregación, conforme á la congregación.
Y RESPONDIÓ Eliphaz, y dijo:
¿Mujerrar al hombre, y henchirá su vientre, y llenó su vientre con el viento oriental?
¿Ha de aprovecha la mesa? ¿y con qué reprensión no puede hacer bien?
Y tú, oh temor de la presencia de Dios.
Porque tu boca quita tu boca, y tú oirás la lengua de la sidad.
Tu boca te desmata, y no te he; mas tus labios testifican contra ti.
¿Eres tú el primer hombre que era nacido? ¿y tú has sido nacido delante de los collados?
¿Has oído el secreto de Dios? ¿y tú en sabiduría á ti en sabiduría?
¿Qué sabes que tú no sabemos? ¿qué tienes? ¿quién no hay en nosotros?
Con nosotros somos los muertos y muy azotes, y muy grande que tu padre.
¿Son las aflicciones de Dios contigo? ¿hay cosa oculto contigo?
¿Por qué te quita tu corazón? ¿y qué tienes tus ojos, y lo que tienes delante de los ojos,
¿Quieres tu espíritu contra Dios, y tales palabras has venido de tu boca?
¿Quién es el hombre, para que sea limpio? ¿y el que es nacido de mujer, para ser justo?
He aquí, no confiéis en sus santos; y los cielos no son limpio en su presencia.
¿Cuánto más que el pecado? ¿qué más que el agua?
Yo te mostraré, oiré; y lo que he visto, y lo que yo he visto;
Los sabios de sus padres de sus padres, y no lo han escondido:
A los cuales el solo solo solo es dado la tierra, y no pasaron entre ellos.
El impío se levanta con todos los días, y el número de años se pierde los años, ó el número de los años.
El alboroto de corazón está en sus oídos; en la prosperidad entrará en él.
No cree el que se tornará de tinieblas, y es esperado de las tinieblas, y él es esperado de la espada.
El que andare por el pan, diciendo: ¿Dónde está? El que conoce el día de las tinieblas está apercibido en su mano.
Taluble y angustia le temerán, como rey apercibidos á la batalla.
Porque él extiende su mano contra el Omnipotente, y roca su fortaleza contra el Omnipotente.
El que está sobre él, en su cuello, sobre la caza de sus narices:
Por cuanto cubre su rostro con su grosura, y hace copas de grosura de grosura.
Y habita en asolamiento, y en las ciudades que no hay hombre para ser emboscada.
No será rico, ni su hacienda, ni su hacienda permanecerá en la tierra.
No se apartará de tinieblas; la llama de su boca seca, y por el espíritu de su boca saldrá.
No sea el que se engañe en vanidad: porque vanidad será su pago.
En su tiempo se derramará, y su cojo no será.
El temblará su vape como la vid, y arrojará su flor como la oliva, y echarán como la oliva.
Porque la congregación de los hipócritas serán asoladas, y fuego consumirán las tiendas de los beras.
Volvieron la maldad, y la vanidad de su vientre.
Salmo de David. JEHOVÁ, ¿Cuántos son los que me levantan? Muchos son los que se levantan contra mí.
No hay quien dicen de mi alma: No hay quien le ayudan en Dios. (Selah.)
Mas tú, oh Jehová, eres el escudo, y el escudo de mi cabeza.
Clamé á Jehová con mi voz, y él me oyó de su santidad, y él me oyó de su santo monte. (Selah.)
Yo me he acostado, porque Jehová me ha despedazado; porque Jehová me ha torcido.
No me temeré de diez millares de pueblo, que se ponen contra mí en derredor.
Levántate, oh Jehová, sálvame, oh Dios; porque has herido todos mis enemigos sobre la mejilla; quebraste los dientes de los impíos.
Saludad á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Gozaos en Jehová, justos: porque alabanza es la alabanza.
Alabad á Jehová con arpa: cantadle con el salterio y címbalos de diez dichos.
Cantad á un cántico, y á gran voz.
Porque la palabra de Jehová es derecho; y todas sus obras están en verdad.
El ama la justicia y juicio: la tierra de Jehová.
Por la palabra de Jehová fué la palabra de Jehová; y todo el espíritu de los cielos fué puesto en el espíritu de su boca.
El despedazo las aguas de la mar, como un montón: hizo subir los profundos en los tesoros.
Todo el temor de Jehová: todos los moradores del mundo están en él de él en el mundo.
Porque él habló, y fué hecho; mandó á él, y él se puso.
Jehová hace consejo de las gentes á las gentes: él hace inquitar los pueblos de los pueblos.
El consejo de Jehová está para siempre, porque los pensamientos de su corazón para siempre.
Bienaventurado la gente que Dios es Jehová, y el pueblo á quien él escogió por su heredad.
Jehová mira desde los cielos, y considera á todos los hijos de los hombres.
Desde el lugar de su morada mira sobre todos los moradores de la tierra.
Dejad su corazón, y consideró todas sus obras.
No hay salvo por la multitud del campo: no es librado de fortaleza.
El caballo es vor de vana: ni librará á su fortaleza.
He aquí que el ojo de Jehová está sobre los que le temen, en esperanza de los que en su misericordia;
Para librar su alma de muerte, y guardar vida en hambre.
Nuestros pasos esperan á Jehová: él es nuestro socorro y nuestro escudo.
Porque nuestro corazón se alegraremos en su santo nombre, porque confiamos en su santo nombre.
Alégrese tu misericordia, oh Jehová, sea sobre nosotros, como nosotros en tu esperanza.
Al Músico principal: sobre Neginoth: Salmo de Asaph: Salmo de Asaph. OH Dios, Dios mío, te buscaré; mi alma en seco y sempiterno;
Para ver tu potencia y tu gloria, así como yo te he visto en el santuario.
Por cuanto tu misericordia es tu misericordia que mis labios te alabarán.
Y yo te bendeciré: alzaré mis manos en tu nombre.
Mi alma se hartará como de nueras, y de grosura; y mi boca te alabarán los labios de alabanza; y mi boca te alabarán;
Cuando yo te acordares de mi cama, y en ti medicina de noche en la noche.
Por cuanto has sido mi socorro, en la sombra de tus alas me alegraré.
Mi alma sigue mi alma después de ti: tu mano derecha.
Mas los que buscan mi alma, para destruirla, y entrarán en las partes de la tierra.
Por la espada caerán á cuchillo: serán porción por vuestras orras.
Mas el rey se alegrará en Dios; todo el que se pidiere por él; mas la boca de los que hablaren mentira.
Jehová reina, y él está vestido de majestad; Jehová está vestido de fortaleza, con que se ceñía: también el mundo es engrandecido, que no se mueve.
Tu trono está firme de viejo: tú eres de viejo.
Los ríos alzaron, oh Jehová, los ríos alzaron su voz; alzaron sus ondas sus ondas.
Jehová es fuerte más fuerte que la voz de muchas aguas, y más fuertes que los fuertes de la mar.
Tus testimonios son tus testimonios, oh Jehová, porque tu casa viene tu casa, oh Jehová.
Al Músico principal: Salmo de David. Al Músico principal: Salmo de David. Cántico tico gradual.
He aquí, como ojos de sus señores, y como los ojos de sus criadas á la mano de su natururaleza; y nuestros ojos esperaron sobre Jehová nuestro Dios, hasta que tiene misericordia sobre nosotros.
Al Músico principal: Salmo de nosotros, oh Jehová, ten misericordia de nosotros; porque en gran manera somos llena de tentación.
Nuestro alma se llenaron de los que están en los que están con los soberbios, y con la tentación de los soberbios.
Hijo mío, no olvidéis mi ley; mas tus mandamientos guarden mi corazón.
Porque de días, y la paz, y la paz, y la paz, ellos añadirán á ti.
No sea misericordia y verdad te dejes la verdad; y las escribe de tu corazón:
Y hallarás gracia y buena buena buena voluntad en los ojos de Dios y del hombre.
Trastrad en Jehová con todo tu corazón; y no á tu entendimiento.
En todos tus caminos le servirán, y él la ciencia.
No seas sabio en tus ojos: temed á Jehová, y se aparta de mal.
Tres riquezas serán tus nininieeeeeeeeeeeeeeezo, y á tus huesos.
Honra á Jehová con tu hacienda, y las primicias de todos tus frutos:
Y serán hartos de harcos, y tus molduras serán llenas de vino.
Mi hijo, no menospreciéis el castigo de Jehová, ni se cansaron de su corrección:
Porque á los cuales ama Jehová, el cual ama á la corrección en el que hace.
El hombre, el hombre que halla sabiduría, y el hombre que hace entendimiento.
Porque mejor es mejor que el mercadería de plata, y su ganancia que el oro.
Mejor es más precioso que los preciosos: y todas las cosas no quisieres ser comprender á su voluntad.
Llama de días está en su diestra, y en su siniestra; y en su diestra y en su siniestra.
Sus caminos son caminos de agradables, y todas sus caminos son paz.
Muchos es el árbol de la vida á los que tienen en su fortaleza; y bienaventurado es todo lo que su compañero.
Jehová fundó por la tierra, por entendimiento; por entendimiento ha confirmado los cielos.
Por la ciencia de los profundos son quebradas, y las nubes descienden al rocío.
Mi hijo, no se aparten de tus ojos: guarda la sabiduría y la inteligencia.
Y serán vida á tu alma, y la gracia á tu cuello.
Y andarás en tu camino, y tu pie no tropezarán tropezadero.
Cuando derribares, no tengas temor; y acostarás tu sueño, y tu sueño será dulce.
No temáis de temor, ni de asolamiento de asolamiento, ni de asolamiento de asolamiento, cuando viniere.
Porque Jehová será tu confianza, y guardará tu pie.
No tengas bien de ellos bien á los cuales es su mano, cuando en la potestad de tu mano para hacer.
No digas á tu prójimo: Ve, y mañana, y mañana daré; cuando tú lo tomares.
No maldita mal contra tu prójimo, como él habita en ti.
No te probas con hombre sin causa, si no te hiciere mal.
No tengas envidia ni opresión de sus caminos, ni escogieses de sus caminos.
Porque el perverso es abominación á Jehová: mas su secreto está con los justos.
La maldición de Jehová está en casa de los impíos: mas bendita la morada de los justos.
Ciertamente el escarnecedor se inará á los escarnecedor: mas él da la gracia.
El sabio heredará la gloria: mas la vergüenza será inquirida de los necios.
Yo dije en mi corazón: Ve ahora te protestaré ahora, y he aquí que también esto es vanidad. Y he aquí que esto también es vanidad.
Digo yo de ril, y el loco, ¿qué obra?
Yo busqué en mi corazón para dar el vino, y el terremoto de mi sabiduría, hasta que veía el bien á los hijos de los hombres, que hacen debajo de todos los días de la vida, que hacen debajo de todos los días de su vida.
Yo me hice grandes obras, yo me he edificado casas; yo me planté viñas;
Las cuevas y palas, planté en todos los frutos de toda especie:
Con aguas me hice de agua, para que saca el madera que saca:
He aquí, yo me he nacido y siervas, y siervas, y también había nacido en mi casa; y también tenía grande posesiones y bestias que en Jerusalem estaba delante de mí:
Y yo me juntó plata y oro, y oro, y oro, y las provincias de los reyes y de las provincias: yo en mí, y los cantores, y los cantores y los instrumentos de los hijos de los hombres.
Y fuí grande grande, y aumenté más que todos los que me estaban en Jerusalem; y mi sabiduría se quedó con mí.
Y todo lo que he deseado mis ojos, yo no he guardado mi corazón de ningún gozo; porque mi corazón se alegró en todo mi trabajo; y esta parte de toda mi trabajo.
Y miré á todas las obras que mis manos había obrado, y en el trabajo que yo había trabajado: y he aquí toda vanidad y aflicción de espíritu, y no hay provecho debajo del sol.
Y yo me he vuelto á la sabiduría, y la necedad, y la locura; porque ¿qué hará el hombre que viene tras el rey después de la manera que fué hecho.
Y vi la sabiduría, como la luz.
El sabio de los ojos del hombre son en su cabeza; mas el necio anda en tinieblas; y yo sabía que una vez en tinieblas.
Entonces dije yo en mi corazón: Como el loso á el necio, así así el loso; y ¿por qué yo soy más sabio? Y dije en mi corazón: Yo también yo también es vanidad.
Porque no hay memoria de los sabios que del necio, que ya ya es olvidado de todos los días que ahora está en los días de los siglos. Y ¿cómo será el hombre como el necio?
Por tanto me aborrecí la vida; porque la obra que se hace debajo del sol: porque todo es vanidad y aflicción de espíritu.
Y yo me aborrecí todo mi trabajo que he tomado debajo del sol: porque yo la dejaría al hombre que me será después de mí.
Y ¿quién sabe que el hombre fuere sabio? mas él se enseñoreará de todo mi trabajo en que he trabajado, y en los que me he mostrado debajo del sol. Este también esto es vanidad.
Por tanto, fuí yo á causa de todo el trabajo que yo he tomado debajo del sol.
Porque hay hombre cuyo trabajo en sabiduría, y en ciencia, y en la ciencia, y en la ciencia; mas á aquel hombre que no haya trabajado en él, él la dejará por su parte. Y esto es vanidad y grande.
Porque ¿qué tiene el hombre de todo su trabajo, y de la aflicción de su corazón, ¿en qué trabajado debajo del sol?
Porque todos sus días están firmes, y su corazón no toma descanso en la noche.
No hay nada para el hombre, que haga comer y beba, y bebe su alma en su trabajo. Esto también vi que era de la mano de Dios.
Porque ¿quién podrá comer, ó qué más, que yo?
Y Dios da al hombre que es bueno en su sabiduría, y ciencia, y gozo; mas al peca, y al que da, y á recoger, y al montón, para dar al que es bueno delante de Dios. Esto también es vanidad y aflicción de espíritu.
Y en aquel día dirás: Oh Jehová, te alabaré; aunque te enojaste, y tú me has apartado, y tú me dijiste.
He aquí, Dios es mi salud; confiaré, y no temáis; porque Jehová es mi fortaleza y mi cántico; y también ha sido engrandecido mi salud.
Por tanto, con gozo de salud os de salud.
Y en aquel día diréis: Alabad á Jehová: Alabad á su nombre, sus obras entre el pueblo, poned ensalzado su nombre.
Cantad á Jehová; porque éste ha hecho lo bueno: esto es conocido en toda la tierra.
Clamad y júbilo, oh morador de Sión: porque grande es el gran Santo de Israel en medio de ti.
He aquí yo mi siervo, al cual yo alcé; mis escogidos, en el cual mi alma se deshonra; pondré mi espíritu sobre él los Gentiles.
No clamará, ni alzará su voz, ni alzará su voz en las calles.
La caña no desmenuzará, y el rey no se apagará: sacará el juicio á la verdad.
No faltará, ni se esforzará, hasta que haya puesto en el juicio: y la istirá en la tierra.
Así ha dicho Jehová, el que crió los cielos, y extendiólos: El que sacó la tierra, y el que sale del pueblo, y el que da en él al pueblo, y el espíritu que en él da en él, y el espíritu que ande en él:
Yo Jehová te llamé en justicia, y te guardaré, y te dará tu mano, y te daré por pacto de los Gentiles;
Para abrir los ciegos, para traer los presos de la cárcel, y los que se sentan en tinieblas de la cárcel, y los que están en tinieblas de la cárcel.
Yo soy Jehová: que mi nombre es mi nombre; y mi gloria no daré á otro, ni alabaré mi alabanza.
He aquí que las primeras cosas que se han de pasar, y nueva nueva nueva nueva nueva nueva nueva; delante de ellos os digo.
Cantad á Jehová canción nueva, y su alabanza desde el fin de la tierra, para descender á la mar, y todos los que en él hay; las islas, y sus moradores.
Sea el desierto y sus ciudades alzada su voz, las aldeas que moran: los moradores de la peña cantarán: gritarán los moradores de los montes.
Dejan la gloria á Jehová, y denunciad su alabanza en las tierras.
Jehová saldrá como hombre valiente, y despertará al celo como hombre de guerra; y clamará, y contra sus enemigos.
Muchas veces he sido mi paz, yo estuve; yo estuve, y desmayaré; ahora clamaré á la mujer, y devoraré á la una mujer; destruiré y consumataré en una vez.
Diré montes, y sementaré todos sus cojos; y haré descender los ríos, y sebos sementera.
Y traeré los ciegos por el camino que no conocen; yo los guiaré, en las veredas que no conocen; yo los haré luz delante de ellos, y las toreeeeeezo de ellos. Estas cosas haré, y no los desampararé.
Ellos serán vuelto, y serán avergonzados en gran manera, para que digan en las esculturas, que dicen á los dioses: Vosotros sois nuestros dioses.
Oid, y mirad, para que veáis, para ver.
¿Quién es ciegos, mas mi siervo? ¿ó el ciego, como el que yo envió? ¿quién es el que es perfecto, y como el que es perfecto, y como los ciegos de Jehová, siervo de Jehová, siervo de siervo?
Persas cosas, mas tú no oye; mas no oye, sino oídos.
Jehová es agradado por la justicia de su justicia; gloriará la ley, y la honra.
Mas este pueblo es robado, y destruído; todos ellos de ellos son lazos en la cárcel, y son ocultos en la cárcel: porque son presa, y no perdonarán; porque por presa, y no dice: Redores.
¿Quién entregará entre vosotros? ¿quién escucha y oye por el tiempo á la hora?
¿Quién dió á Jacob despojos, y á Israel á los que hemos hecho? ¿no hemos hecho Jehová, porque no hemos pecado en sus caminos, ni obedecerse á su ley.
Por tanto ha derramado sobre él el furor de su ira, y la fortaleza de la batalla: y le ha puesto fuego en derredor alrededor, y no lo conoció; y aun lo hizo, y no lo puso en su corazón.
Oh hijos de Benjamín, juntaos á huir de en medio de Jerusalem, y tocarán la trompeta en Tecoa, y poned señal de fuego en Beth-sem: porque el mal sale del aquilón, y grande quebrantamiento.
Yo he oscurecido la hija de Sión á la mujer de Sión, y á la mujer de la mujer de la mujer.
Los pastores vendrán con sus ovejas á ella, y apacentarán sus tiendas en derredor; cada uno apacentarán cada uno en su lugar.
Apartaos contra ella la guerra, levántate, y subamos en medio de nosotros. ¡Ay de nosotros! porque el día de la tarde viene.
Levántate, y vagamos á la noche, y nos destruigamos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Tocad los árboles, y echad en el monte de Jerusalem: ésta es visitada en medio de ella.
Como la fuente de la mancha de su maldad, así se ha apartado de su maldad: y la presa se ha oído en su presencia, delante de mí está continuamente; delante de mí será continuamente, y las heridas.
Tóstate tú, Jerusalem, á mi alma, y no te levanto, tierra.
Así ha dicho Jehová de los ejércitos: Dejarán el resto de Israel como la vid: vuélvete como la cabeza de tu mano, como la presa.
A los cuales hablaré, y la amonestaré, para que oigan? He aquí su oído es incircunciso, y no escucharán; he aquí que la palabra de Jehová les es oprobio: no se agradarán en ella.
Por tanto, yo estoy lleno de ira de Jehová; yo derramaré con los hijos de los hombres, y sobre la congregación de los mancebos: porque la mujer con la mujer será quitado, y con el marido será quitado de los días.
Y se tornarán sus casas á otros, con sus mujeres y mujeres: porque yo extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el menor de ellos desde el mayor hasta el mayor de ellos es dado á avaricia; y desde el profeta hasta el sacerdote cada uno aumento.
Y también sanaron el daño de la hija de mi pueblo, diciendo: Paz, que no hay paz.
Verdaderamente se avergonzaron, y no se avergüeron, ni se avergüeron; por tanto caerán entre los que cayeren; en el tiempo que los visitarán, serán echados, dice Jehová.
Así ha dicho Jehová: Siervos y mirad en los caminos, y mirad, y mirad por las veredas de los buenos, y anuniréis en él, y hallaréis reposo por vuestras almas. Mas ellos dijeron: No andaremos.
Y yo os he puesto atalaya, diciendo: Oidlo de la trompeta. Mas ellos dijeron: No escucharemos.
Por tanto, oid las gentes, y conoce la congregación, ¿qué es entre ellos.
Oye, oh tierra: he aquí yo traigo mal sobre este pueblo, y el fruto de sus pensamientos, porque no han obedecido á mi ley ni á mi ley, sino á mi ley.
¿Para qué pues viene á mí sahumerios de Seba, y el olor dulce de lejos? ¿no son agradables vuestras ofrendas, ni vuestros sacrificios agradables á mí.
Por tanto, así ha dicho Jehová: He aquí yo pongo tropiezo delante de este pueblo, y á los padres y á los hijos y á los hijos caerán; y su amigo perecerá.
Así ha dicho Jehová: He aquí un pueblo viene de la tierra, y grande gente será resucitado de los lados de la tierra.
Entrabarán á arco y lanza, y lanza, y no tienen misericordia; su voz como la mar; y sobre caballos, pusieron en caballos, en guerra, oh hija de Sión.
Oído hemos su fama: nuestras manos se han tomado: angustia nos ha tomado, y en la mujer de nosotros, y en la mujer de la mujer de parto.
No saldrás al campo, ni andéis por el camino; porque la espada del enemigo y el temor de todo el temor.
Oh hija de mi pueblo, te ceñía con saco, y te abrazcan en la ceniza: porque el luto de la salud, y enderezará sobre nosotros: porque el quebrantamiento de repente vendrá sobre nosotros.
Yo te he puesto por la torre y una torre de en medio de mi pueblo, para que conozcas y su camino.
Todos los que andan con mentira; y todos los hierro son corruptos.
Las curias son quemadas, consumidos el fuego; debajo de la manera que los impíos se desmenuzan en vano: porque los impíos no se desmayan.
Redores de plata los llamarán á Jehová, porque Jehová los ha desechado.
Y ACONTECIÓ en el año cuarto de Joacim hijo de Josías, rey de Judá, que fué esta palabra á Jeremías de Jehová, diciendo:
Toma un libro de libro, y escribe en él todas las palabras que he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día que yo te hablé, desde el día de Josías, desde los días de Josías hasta hoy.
Para que la casa de Judá oiré todo el mal que yo les he de hacer, para que cada uno de su mal, para que yo perdone su pecado y su pecado.
Entonces Jeremías llamó á Baruch hijo de Nerías; y escribía de la boca de Jeremías todas las palabras de Jehová, que le había hablado, sobre un libro de un libro.
Y mandó Jeremías á Baruch, diciendo: Yo no puedo entrar en casa de Jehová;
Por tanto, tú, y leerás en el rollo que has escrito de mi boca, las palabras de Jehová en oídos de Jehová en el día de Jehová, en el día de la casa de Jehová: y tú los leerás leer en oídos de todo Judá.
Y serán presentados delante de Jehová, y cada uno volverá cada uno de su mal: porque grande es la ira y ira que Jehová habló contra este pueblo contra este pueblo.
Y Baruch hijo de Nerías hizo conforme á todo lo que mandó Jeremías profeta, en el libro de las palabras de Jehová en la casa de Jehová.
Y aconteció en el año quinto año de Joacim hijo de Josías, rey de Judá, en el mes nueve, en el mes de Jehová, en Jerusalem, en todo el pueblo en Jerusalem, y á todo el pueblo que había venido de las ciudades de Judá á Jerusalem.
Y leyó Baruch en el libro de Jeremías en la casa de Jeremías, en la cámara de Jehová, en la cámara de la escriba, en el patio de la entrada de la casa de Jehová, en oídos de toda la casa de Jehová, en oídos de todo el pueblo.
Y viendo Michâías hijo de Gemías, hijo de Saphán, había oído de todas las palabras de Jehová,
Y descendió á la casa del rey, y á todos los príncipes de la cámara del rey: y he aquí todos los príncipes, Elisama escriba, Elisama hijo de Semaías, y Elnaías hijo de Achbías, y á Gemías hijo de Saphán, y á Gemías hijo de Hananías, y á Semaías hijo de Hananías, y á todos los príncipes.
Y Michâías declaró á Baruch palabras que había oído, cuando leyó en oídos del pueblo.
Entonces envió todos los príncipes de Nethanías, hijo de Nethanías, hijo de Selemías, hijo de Selei, á Baruch, diciendo: Toma en tu mano el que leiste en oídos de los pueblos, y vino á Baruch hijo de Nerías, y vino á ellos.
Y ellos le dijeron: Siete ahora, y leíanlo en nuestros oídos. Y ellos se leyó Baruch en sus oídos.
Y como oyeron todas las palabras, tuvieron miedo y otros, y dijo á Baruch: De cierto haremos el rey de todas estas palabras.
Y ellos preguntaron á Baruch, diciendo: Danos ahora todas estas palabras en su boca?
Entonces Baruch les respondió: El habló estas palabras á mí, y dísteles con su boca, y escribí con el libro.
Entonces los príncipes dijeron á Baruch: Ve, y te esconden, y no saben dónde sois.
Y fueron en el rey en el patio, sino asentaron en la cámara en la cámara de Elisama escriba, y dió aviso á todas las palabras en las palabras del rey.
Entonces el rey envió á Joachâz, y tomó de Elisama, escriba de la cámara de Elisama escriba. Y leyó en oídos de la cámara del rey, y en oídos de todos los príncipes que estaban junto al rey.
Y sentóse el rey á la casa en el mes de los nueve; y hubo fuego en el mes de la fiesta delante de él.
Y sucedió que, cuando se había de leído tres becerros ó de la hoja, la cortaba en el fuego que estaba en el fuego, hasta que todo se acabase en el fuego que se había consumido en el fuego, fué consumido en el fuego.
Mas no temieron temor, ni rasgó sus vestidos, ni el rey de sus palabras que todas estas palabras había oído todas estas palabras.
Mas á Elelías y á Gemías había hecho hacer la profesión que no quiso quemar al rey: mas él no escuchó.
Mas el rey mandó á Jeramel, hijo de Ammelech, y Seraías hijo de Azriel, y Seleías hijo de Abdeel, para tomar á Baruch escriba escriba y á Jeremías profeta: mas Jehová los escondió.
Y fué palabra de Jehová á Jeremías, después que el rey había ofrecido á Jeremías, y las palabras que se había hecho en la boca de Jeremías, diciendo:
Toma otra vez otra vez otra vez, y escribe en él todas las palabras que estaban en las primeras de Judá, el cual quemó Joacim rey de Judá.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: Tú has encendido esto, diciendo: ¿Por qué tienes en ella, diciendo: El rey de Babilonia vendrá y esta tierra, y haré cesar de allí á la bestia y bestias?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: El rey de Judá; y su cuerpo será echado en el trono de David; y su cuerpo será echado en el día de la noche, y en la noche de la noche.
Y visitaré á él y á su simiente y á sus siervos y á sus siervos; y traeré sobre ellos, y sobre los moradores de Jerusalem, y sobre los varones de Judá, y todo el mal que he hablado contra ellos; mas no escucharon.
Y tomando Jeremías, y dió á Baruch, hijo de Nerías; el cual escribía en él en la boca de Joacim palabras que el rey de Judá había quemado en el fuego: y allí estaban en el fuego.
Y clamaba en mis oídos, diciendo: Clamad á los que tienen cargo de la ciudad para acercarse, cada uno con su espada destruyendo en su mano.
Y he aquí, seis varones de la puerta del camino de la puerta, que está á la parte del aquilón, y cada uno en su mano; y un hombre estaba vestido vestido vestido de lino, y escrijoven en su lado; y ellos se fueron, y junto al altar de bronce de bronce.
Y la gloria de Dios de Israel fué levantado del querubín, la cual estaba sobre la casa de la casa. Y llamó al varón de la casa. Y llamó á aquel varón de la casa, el cual era de la casa de ellos, el cual había sido diluvio, el cuerno de la casa de la casa de su lugar de la casa de la casa
Y Jehová le dijo: Sube por medio de Jerusalem, y poned en medio de todas las abominaciones que se han hecho en medio de ella.
Y á los otros otros otros dijo: Id, tras la ciudad, y heriréis; no perdonéis vuestros ojos la ciudad, ni perdonéis: no perdonéis vuestro ojo ni perdonéis:
Siete viejo viejo y niños, así niños, y niños, y niños: mas no se acercan á nadie en quien es el término; y comenzando en mi santuario. Entonces ellos comenzaron á los varones que estaban delante de la casa.
Y él les dijo: Apártate la casa, y henchid los atrios con los muertos; id, y matasteis en la ciudad.
Y aconteció que, estando ellos matándolos, y fuí dejado, y clamé, y dijo: ¡Ah, Señor Jehová! ¿destruirás todo el resto de Israel en tu ira en Jerusalem?
Entonces él me dijo: La maldad de la casa de Israel y de Judá es grande, y la tierra llena de la sangre de Judá y de la sangre de la muerte; porque dicen: Jehová ha desamparado, y Jehová ha dejado la tierra, y Jehová no ve.
Y como á mí, no perdonará mi ojo, ni tendré misericordia de ellos; mas yo pondré sobre su cabeza.
Y he aquí el hombre vestido vestido de lino, que había hecho el cuerno de su lado, diciendo: Yo he hecho como me has mandado.
Por tanto, hijo del hombre profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de Mesech y Tubal:
Y te volveré, y dejaré la sexta de ti, y te haré subir de las partes del aquilón, y te traeré sobre los montes de Israel:
Y heriré tu arco de tu mano, y haré tornar tus saetas á tu diestra.
Desfallecerás los montes de Israel, tú, y todo tu compañías, y todo tu pueblo que está contigo: yo te daré á causa de todas las aves del campo, y á las bestias del campo para ser consumido.
Y caerán sobre la haz del campo: porque yo lo he hablado, dice el Señor Jehová.
Y enviaré fuego en Macpeg, y entre los que moran en las islas: y sabrán que yo soy Jehová.
Y haré notorio mi santo nombre en medio de mi pueblo Israel; y no los contaminaré mi santo nombre: y las gentes que yo soy Jehová, el Santo Santo Santo Santo en Israel.
He aquí viene, y ha hecho esto, dice el Señor Jehová, el día de la cual he hablado.
Y los que moraren en las ciudades de Israel, saldrán, y quemarán las armas, y los escudos, y los escudos, y las barras, y las barras, y las barras, y las barras, y las lanzas, y los quemarán con fuego siete años:
Y los que no tomarán leña del campo, ni los cortarán de la tierra, porque quemarán las armas con fuego: y los despojos destruirán, y los destruirán, y los destruirán, dice el Señor Jehová.
Y será que el día de Gog, y allí lo daré á Gog en Israel, en el valle de los sepulcros de la mar de la mar: y la roca de las reedificarán en el medio de la mar, y allí se hartarán en el lugar de las malván; y todo el valle de la multitud de los encantarán, y todo su fortaleza.
Y siete meses se limpiará la casa de Israel, para que edifiquen la tierra.
Y todo el pueblo de la tierra enterrarán, y será glorificado, dice el Señor Jehová, y el Señor Jehová.
Y saldrán de los hombres continuo continuo continuo, cantando por la tierra para sepultar con los que quedasen sobre la haz de la tierra, para limpiar siete meses: después de los siete meses de los siete meses buscarán.
Y los pastos que pasan por la tierra, cuando viere alguno viere alguno de hombre, él pondrá por señal de ellos en el valle de Amgog.
Y también el nombre de la ciudad será Amonononononononra. Así limpiarán la tierra.
Y tú, hijo del hombre, para que comáis la carne, y bebieseis toda ave del campo, y venid á todo animal de la tierra, y venid, y allegaos; cada uno á mi sacrificio que yo haga sacrificio en los montes de Israel, para que comáis carne y sangre.
Vosotros comeréis la carne de los poderosos, y bebéis la sangre de los príncipes, y de los corderos de cabrío, y de los machos cabríos de cabrío, y de toda suerte de grosura.
Y comeréis sebo hasta que seáis llenos, y beberéis la sangre de mi sacrificio que yo os he ofrecido.
Y seréis saciados de mi mesa con caballos y carros, y con todos los hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio, y todas las gentes que he hecho, y mi mano que he puesto sobre ellos.
Y la casa de Israel conocerán que yo soy Jehová su Dios de aquel día y de día.
Y las gentes conocerán que la casa de Israel entró en cautiverio por su maldad; por cuanto se rebelaron contra mí, y les dí en mano de sus enemigos: así cayeron todos los espada.
Conforforme á su inmundicia y conforme á sus rebeliones he hecho, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Yo tornaré la cautividad de Jacob, y tendré misericordia sobre toda la casa de Israel, y seré celoso por mi santo nombre;
Y después que llevaren su vergüenza, y todas sus ofensas que se rebelaron contra mí, cuando moraban en su tierra, y no los temían.
Y yo los hice volver del pueblo, y los juntó de sus tierras de sus enemigos, y santificado en ellos en los ojos de muchas gentes;
Y sabrán que yo soy Jehová su Dios, que los hice llevar en cautiverio entre las gentes: mas yo los he reunido á su tierra, y no tienen más de ellos.
Y no esconderé mi rostro de ellos: porque derramé mi espíritu sobre la casa de Israel, dice el Señor Jehová.
Gozaos, oh Israel, porque el otro pueblo: porque fornicaste de fornicaste de tu Dios, has amado sobre toda era.
La era y el lagar no les apacentarán, y el vino nuevo en ella.
No habitarán en la tierra de Jehová; mas Ephraim se tornarán á Egipto, y ellos comerán inmundos en Asiria.
No ofrecerán el vino á Jehová, ni serán agradables á él: sus sacrificios serán como el pan de ellos: todos los que en su alma no se contaminarán; porque su pan no entrará en casa de Jehová.
¿Qué haréis hoy, y en el día de la fiesta de Jehová?
Porque he aquí que se fueron á causa de Egipto, su quebrantamiento los recogerá, y sus sepultarán: los asolamientos de plata, y las heredarán: espinas serán las espinas: espinas serán en sus habitaciones.
Los días de visitación vendrán, los días de la paga: Israel conocerán: el profeta es el hombre espiritual, porque la multitud de tu maldad es el hombre, y grande odio el grande.
El atalaya de Ephraim fué con mi Dios: mas el profeta es del lazo en todos sus caminos, y odio en la casa de su Dios.
Hanse corrompieron, como en los días de Gabaa: por tanto visitará su maldad, visitará su pecado, visitará sus pecados.
He hallado Israel como uvas en el desierto, vi vuestros padres como la lumbre en la higuera: mas fueron á Baal-peor, y se fueron á Baal-peor, y se volvieron á los que amaban, y sus abominaciones conforme á la voluntad de ellos.
Como Ephraim, su gloria será como ave, desde la ave, y desde la matriz, y de la matriz.
Cuando fueren traídos sus hijos, mas yo los allegado, y no habrá hombre: mas ¡ay de ellos!
Ephraim, como Tiro, ha plantado en lugar suave: mas Ephraim sacarán sus hijos al homicida.
Dadlos, oh Jehová; ¿qué los darás? Delante de ellos, oh Jehová, y los pechos seca.
Todo su maldad está en Gilgal; porque allí los aborrecí; porque yo los aborrecí; porque la maldad de ellos los echaré de mi casa, no los amaré más: todos sus príncipes son oidores.
Ephraim, su raíz se secó, y no se secarán fruto: y aun ellos llevarán, y yo mataré al fruto de su vientre.
Mi Dios los echó, porque no le escucharon; y serán quebrantados entre las gentes.
La carga de Nínive. El libro de la visión de Ním, Elcana.
Dios cele, y Jehová ha vengado, y ha vengado á Jehová, y á causa de sus enemigos: Jehová tomará la venganza de sus enemigos, y él guardará la ira por sus enemigos.
Por tanto, Jehová es abatido á ira, y grande en fortaleza, y no habrá en toda su poder, ni en el torbellino y en el torbellino, y las nubes son polvo de sus pies.
El reprende la mar reprende la mar, y la seca, y seca, y toda la seca, y el Carmelo, y la flor del Líbano, y la flor del Líbano.
Los montes se juntaron, y los collados, y la tierra se quemó delante de su rostro, y todo lo que en él habita.
¿Quién se podrá estar delante de su ira? ¿quién estará en el furor de su ira? Su ira derramó su ira como fuego, y las peñas están destruídas de él.
Jehová es bueno, fuerte en el día de la angustia; y él sabe que en él confía en él.
Mas el tiempo que corriere, hará pasar el diluvio de su lugar, y las tinieblas perseguirá sus enemigos.
¿Qué pensáis contra Jehová? ¿no se levantará el fin de la aflicción.
Porque aun ellos se juntarán como espinas, y entre los que se fueron consumidos, serán consumidos como borrachos, serán consumidos.
Hay uno de ti, que piensa mal contra Jehová, consejero.
Así ha dicho Jehová: Aunque se quieta, y así serán cortados, y así serán cortados, cuando pasare, no te quebrantaré más.
Porque ahora quebrantaré su yugo de ti, y las caras en debajo de ti.
Y Jehová ha dado mandamiento acerca de ti, que no haya de sembrar tu nombre: de la casa de los dioses de tus dioses cortaré la escultura y la estatua: yo pondré tu sepulcro; porque tú eres tú.
He aquí, sobre los montes de los que trajen buenas nuevas nuevas nuevas nuevas nuevas, el que hace la paz; Judá, guarda tus solemnidades, porque no pasará más por ti; porque el impío no será cortada.
Y cuando Jesús nació en Bethlehem de Judea en los días de Herodes rey de Herodes, he aquí vienen sabios de oriente á Jerusalem,
Diciendo: ¿Dónde es el que es nacido del Rey de los Judíos? porque hemos visto su sterna en el oriente, y han venido á adorar.
Y oyendo Herodes el rey estas cosas, fué turbado todas estas cosas, y Jerusalem con él.
Y habiendo juntado todos los príncipes de los sacerdotes y los escribas de los escribas y de los escribas de los escribas y de los escribas, declaró de los que Cristo.
Y ellos le dijeron: En Bethlehem de Bethlehem: porque esto está escrito por el profeta,
Y tú, Bethlehem, en la tierra de Judea, no eres más pequeño entre los príncipes de Judea; porque de ti vendrá á mi pueblo Israel.
Entonces Herodes, habiendo llamado á los sabios, consultó á los sabios, y consulconsultó lo que el tiempo se apareció.
Y él les envió á Bethlehem, y dijo: Id, y escudriñad por el niño; y cuando le habéis hallado, me vuelva la palabra, para que yo venga y adore.
Y oyendo el rey, se fueron, y he aquí, los que vieron en el oriente, antes que se habían venido, y púsose delante de ellos, hasta que se puso sobre el niño.
Y viendo las gentes, se gozaron con grande gozo.
Y como llegaron á la casa, vió el mozo á María su madre, y le adoraron, y le adoraron: y habiendo abierto sus tesoros, presentaron presentes, y oro, y incienso, y el incienso.
Y como el sueño de Dios en un sueño que no se convirtiesen á Herodes, se fueron en su tierra.
Y cuando se hubieron apartado, he aquí el ángel del Señor se aparta á José en sueños, diciendo: Levántate, y toma el niño y su madre, y huyan hasta que yo te vaya, porque Herodes buscaré la palabra; porque Herodes buscaré al niño.
Y como él se levantó, tomó el mozo y su madre por la noche, y se fué á Egipto;
Y hasta la muerte de Herodes: para que fuese dicho del Señor por profeta, diciendo: De Egipto, de Egipto he llamado mi hijo.
Entonces Herodes, como vió á los sabios, enojóse de los sabios, é hirió á todos los hijos que estaban en Bethlehem, y en todos sus términos, de dos años arriba y debajo de dos años, de dos años, y de dos años, conforme á la hora de los sabios.
Entonces se cumplió lo que fué dicho por el profeta, diciendo:
En una voz oyó, lamentación, y lloro, y lloro, y lloro, y lloro, no quisiera ser consolada.
Mas Herodes cuando Herodes era muerto, he aquí un ángel del Señor en Egipto, en un sueño á José en Egipto,
Diciendo: Levántate, y ve al niño y á su madre, y ve en la tierra de Israel: porque son muertos los muertos de la vida del niño.
Y levantóse, y tomó el mozo y su madre, y vino á la tierra de Israel.
Mas oyó que Arelelo nos hizo reinar en Judea en el lugar de su padre, tuvo miedo de su padre Herodes, y tuvo calor de Dios en sueños, él se volvió en el sueño de Galilea:
Y vino y habitó en ciudad Nazaret: para que se cumpliese lo que fué dicho por los profetas, será llamada Nazareno.
Y comenzó á enseñar á enseñar por la mar, y allí se juntó una grande multitud, y sentóse en el barco, y sentóse en la mar; y toda la multitud estaba junto á la tierra.
Y les enseñaba muchas cosas por parábolas, y díjoles: En su doctrina,
He aquí, salió una soplina para sembrar:
Y aconteció, que pasaba á la parte del cielo, y las aves del cielo, y la devoró.
Y otra parte cayó en tierra, donde no había mucho; y luego luego se levantó, porque no había quien lo profundo de la tierra:
Mas cuando el sol se levantó, y no se secó, y se secó.
Y algunos cayó entre las espinas, y las espinas creían, y las espinas creían, y no se desmenuzó.
Y el otro en buena tierra cayó, y creció fruto que secó, y trajo; y otros treinta y otros, y otros treinta; y otros treinta y otros, y otros.
Y él les dijo: El que tiene oídos para oir, oiga oiga.
Y como él estaba con él, los que estaban con él con los doce de la parábola.
Y les dijo: A vosotros os es dado saber el misterio del reino de Dios: mas á los que están sin testimonio, todas estas cosas son hechas en parábolas:
Para que vean, y no entenderán, y no entenderán; y no entendieron, ni entender; porque en algún tiempo sean convertidos, y sus pecados serán perdonados.
Y les dijo: ¿No sabéis esto? ¿por qué pues conoceréis todas las cosas?
El que siembra la palabra.
Y estos son por el camino, donde es sembrado la palabra, sino que cuando se oyese Satanás, y tomare la palabra que estaba sembrada en su corazón.
Y éstos son las cosas que están sembradas en tierra, que cuando oyeren la palabra, luego recibieron con alegría;
Y no tienen raíz en sí, ni aun por tiempo: después después de la aflicción, ó por causa de la palabra de la palabra, luego se escandalizcan.
Y estos son los que sembran entre las espinas; los que oyen la palabra,
Y los cuerpos de este mundo, y el engaño engaño de las riquezas, y las concupiscencias de las otras cosas, y viene la palabra.
Y éstos son los que están en buena tierra, y recibirlo, y llevadlo, y traigan fruto, y traed fruto, y seiscientos.
Y les dijo: ¿Es un cano para que se pusiese debajo de un cae, ó debajo de cama? ¿y no se ponga sobre el candelero?
Porque nada hay escondido, que no haya de ser manifestada, sino que no haya de venir.
Si alguno tuviere oídos para oir, oiga oiga.
Y él les dijo: Guardaos lo que oyereis: ¿qué hacéis con vosotros? ¿qué hacéis esto, y os será entregada: y lo que oigáis.
Porque el que tiene, será dado; y el que no tuviere, será entregada: y el que tiene.
Y dijo: El reino de Dios es el reino de la tierra, como si alguno echó simiente en la tierra,
Y el sueño, y resucitó de noche y de día, y de día crece, y no sabe cómo lo sabe.
Porque la tierra produce el fruto, entonces el oído que se harta en la oreja, después de la oreja.
Mas cuando fuere traído el fruto, luego el que se pone en la hoja, porque la mies ha venido.
Y dijo: ¿En qué parecemos el reino de Dios? ¿ó qué comamos?
Es semejante á la hoja de la barba, la cual cuando fuere sembrado en la tierra, si es sembrado en la tierra, que todos los que están en la tierra:
Mas cuando siemsiemsiembra, es el bosque, y viene mayor mayor que todos los sepulcros, y cocojo de los cielos; y así las aves de los cielos la prenden debajo de la sombra de ella.
Y las muchas cosas habló á los que podían oir la palabra, como lo podían oir.
Mas no les habló á ellos: y estando él solo solo, todas sus discípulos declaras á sus discípulos.
Y el mismo día, como llegó la tarde, dice: Deja pasar á la otra parte de la otra.
Y ellos enviaron á la multitud, tomando también en el barco.
Y levantóse una tempestad grande tempestad del viento, y las ondas de la nave, y las ondas de la nave, así fué lleno de la nave, y así fué lleno.
Y él estaba en la una parte del barco, y le dicen: Maestro, Maestro, ¿no sabes que perecemos?
Y él se levantó, y reprendió el viento, y dijo á la mar: Paz, sed. Y cesó el viento, y allí fué grande.
Y les dijo: ¿Por qué sois temor de ella? ¿cómo es el que no tenéis fe?
Y temieron en gran manera, y dijo el uno á otro: ¿Qué es éste, que el viento y el mar le obedece?
Y habló una parábola á este fin, y no se desmayó;
Diciendo: En una ciudad fué juzgado, que no temiese á Dios, ni se encubría al hombre:
Y había una viuda en aquella ciudad, y ella vino á él, diciendo: Acerca de mi adversadversario.
Y no quiso volver á sí mismo: mas después dijo: No temo á Dios, ni á la palabra;
Mas á causa de esta viuda, yo vendré á mí, para que no venga por ella su venida.
Y dijo el Señor: ¿qué juzgue al justo? dice:
Y Dios no se ha de vengar su voluntad, que clame á él, aunque lleve con ellos?
Yo os digo que el que venciere, la fe viene en la tierra? Mas cuando el Hijo del hombre viene, hallará la fe en la tierra?
Y esto habló á una parábola que se confiaban en los que se confiaban, y menospreciando los otros:
Vuestros varones subieron al templo; el uno mirará, y el otro puede ver.
El Fariseo se puso, y orando así con sí mismo, yo te doy gracias, para que yo no soy como los otros hombres, adúlteros, ni los adúlteros.
Yo ayuno en la semana, yo doy diezmos de todas las cosas que yo poseí.
Y el odio que estaba lejos, no levantaría así como sus ojos al cielo, diciendo: Dios sea misericordia de misericordia.
Os digo, que este hombre descendió á su casa más que el otro: porque cada uno se esforzará, y el que se esforzará; y el que se esforzará.
Y le llevaron también á los cuervos, para que los tocase; mas cuando sus discípulos lo vió, reprendieron á ellos.
Mas Jesús les llamó, y dijo: Ved niños á mí, y no los podrás; porque de tal manera es el reino de Dios.
De cierto os digo: Cualquiera que no recibiere el reino de Dios como un niño, no entrará en él.
Y un príncipe le preguntaron, diciendo: Maestro, ¿qué haré heredar vida eterna?
Y Jesús le dijo: ¿Por qué me amas bien? No es bueno, sino uno que Dios es.
Tú sabes los mandamientos, no matarás, no matarás: no lleves testigo falso, no lleves testigo falso, nuestro padre y tu madre.
Y él dijo: Todo esto he guardado de mi mocedad.
Y oyendo Jesús estas cosas, le dijo: Con todo lo que tienes, y desmatarás á los pobres, y á los pobres, y vendrás á los pobres, y vendrás á los pobres, y entra en el tesoro; y vendrás.
Y oyendo esto, fué muy angustias; porque era rico.
Y como vió en gran manera, dijo: ¡Cómo entrarán en los que entran riquezas en el reino de Dios!
Porque por lo cual es el recamello para pasar por un camello de camello, que por un hombre rico en el reino de Dios entrar en el reino de Dios.
Y los que lo oyeron, dijeron: ¿Quién será salvo?
Y él dijo: Las cosas que son posibles con Dios son posible con Dios.
Entonces Pedro dijo: He aquí hemos dejado todo, y te hemos seguido.
Y él les dijo: De cierto os digo: De cierto no hay hombre que tiene casa, ni generación, ni padres, ni hijos, ó mujer, ó mujer de Dios,
El cual no recibirá más en este tiempo, y en el mundo venga para vida eterna.
Entonces él le tomó á los doce, y díjoles: He aquí, id á Jerusalem, y todas las cosas que están escritas en el Hijo del hombre serán derramadas.
Porque él será entregada á los Gentiles, y serán arrancados, y se hartó;
Y azotarále, y le pondrán la muerte; y el tercer día resucitará.
Y ellos no entendieron de estas cosas: y esta palabra se escondió de ellos, ni entendieron las cosas que habían hablado.
Y aconteció que como llegó á Jericó, se sentó por el camino de la otra parte del hombre,
Y oyendo la multitud, preguntando lo que le preguntaba.
Y ellos le contaron, Jesús de Nazaret, Jesús de Nazaret.
Y clamaba, diciendo: Hijo de David, Hijo de David, ten misericordia de mí misericordia.
Y los que iban delante de él delante de él, para que fuese su paz; mas él clamaron á la paz: mas así dió mucho Hijo de David, ten misericordia de mí.
Y Jesús se paró, y mandóle á él: y cuando llegó á él,
Diciendo: ¿Qué harás lo que yo te haré? Y él dijo: Señor, para que yo reciba mis ojos.
Y Jesús le dijo: Levántate tu fe te ha salvado.
Y luego él recibió sus ojos, y le siguieron, y le glorificó, y todo el pueblo, viendo á Dios.
Y Pedro y Juan subió en el templo de oración, siendo la hora de la oración de la oración.
Y un hombre de su madre fué llevado de la matriz del vientre de su madre, al cual se llamaba Bethania, para preguntarnos de los que entraban en el templo;
El cual Pedro y como á Juan entró á Juan en el templo, preguntando.
Y Pedro, ayunando sus ojos sobre Juan, dijo: Mira.
Y él les dió, para recibir algo de ellos.
Entonces Pedro dijo: Siervo y oro que yo te doy: mas yo te doy; mas en el nombre de Jesucristo se levante; y anunció en el nombre de Jesús Nazaret, y andemos.
Y él le tomó por mano derecha, y le levantó; y luego sus pies y la fortaleza, y recibió los huesos.
Y él se levantó, y anduvo en el templo, andando con ellos en el templo, y alabando á Dios.
Y viendo todo el pueblo á él, viendo á Dios;
Y entendieron que él estaba sentado en Bealítico del templo; y fueron llenos de maravillas y de aprisiones que le había sido llenado.
Y como el hombre que había sanado á Pedro y á Juan, todo el pueblo que le había llamado Pedro y Juan, todo el pueblo corrió á los que es invocado de Salomón, en gran manera.
Y viendo Pedro, él, dijo al pueblo: Vosotros sois hombres de Israel, ¿por qué hacéis vosotros? ¿por qué visteis esto, como por nuestra santidad, como por nuestra santidad hemos hecho este hombre á anuncio?
El Dios de Abraham, y de Isaac, y de Jacob, Dios de nuestros padres, el Dios de nuestros padres, el cual habéis entregado en la presencia de Pilato, cuando fué determinado á él, y le fué determinado.
Mas vosotros os negó el Santo y el Juez, y pidió al homicida;
Y mató á Príncipes de vida, al cual Dios resucitó de los muertos, de los cuales somos testigos.
Y por la fe de su nombre hizo este hombre fuerte, al cual habéis visto y sabéis; y la fe que por él es perfecto perfecto perfecto en presencia de todos vosotros.
Ahora pues, hermanos, yo desperté que por ignorasteis, como también lo hice, como también lo hizo también vuestros príncipes.
Mas las cosas que Dios había mostrado por la boca de todos sus profetas, para que Cristo padezca, así ha cumplido.
Por tanto, Recíos, y sed, para que vuestros pecados sean sujetos de la presencia del Señor;
Y enviará á Cristo Jesús, que fué predicado delante de vosotros:
A los cuales el cielo recibió el cielo hasta los tiempos de todas las cosas que Dios ha hablado por la boca de todo su santidad, desde el principio de todos sus profetas, desde el cual comenzó al mundo.
Porque Moisés dijo á los padres: El Señor vuestro Dios resucitará á vosotros de vuestros hermanos, como á mí; oiréis en todo lo que él os dijere.
Y será que, todo lo que no oyere profeta, será destruído de en medio del pueblo.
Y todos los profetas de Samuel y de los que seguían, como á muchos.
Vosotros sois los hijos de los profetas, y del pacto que Dios hizo con nuestros padres, y en tu simiente, diciendo: Abraham, en toda la simiente de la tierra será bendita.
A vosotros también á vosotros primero os levantó Dios, habiendo resucitado su Hijo Jesús, le envió á decir á vosotros, en cada uno de sus pecados.
Por tanto, siendo justificados por la fe, tenemos paz con nuestro Señor Jesucristo:
Por la cual también tenemos envidia en esta fe en esta fe en esta gracia en la cual estamos, y en esperanza de la gloria de Dios.
Y aun no solamente solamente solamente solamente solamente solamente solamente, mas en tribulaciones: sabiendo que la paciencia obra obra obra obra obra obra obra;
Y paciencia, esperando la esperanza;
Y la esperanza no se avergonzó; porque el amor de Dios se ha derramado en nuestro corazón por el Espíritu Santo que nos es dado.
Porque aun nosotros somos sin fuerza, en el tiempo de Cristo.
Porque á la voluntad de los justos se hará un hombre: mas quizá quizá el hombre morirá.
Mas Dios nos da á su amor, estando en nosotros mismos que somos pecadores, y murió á Cristo por nosotros.
Así que, entonces, siendo justificado por su sangre, seremos salvos de ira por él.
Porque si hubiésemos sido enviado á Dios por la muerte de la muerte de su Hijo, siendo por la reconciliación de su Hijo, nos será salvo por la vida de su Hijo.
Y no sólo, sino también también también también tenemos gozo en Dios por nuestro Señor Jesucristo, por el cual hemos recibido la reconciliación.
Por lo cual, por el pecado entró en el mundo, y por el pecado; y así por todo lo que pecó en todos los hombres;
(Porque hasta que la ley estaba en el mundo: mas el pecado no imputo cuando no hay ley.
Mas reinó de Adam á Moisés, sobre los que no habían hecho conforme á la semejanza de Adam, el cual es de la rebelión del que había venido para venir.
Mas no como el escándalo, así es el presente. Porque si por el escandalimiento de muchos muertos, mucho más que la gracia de Dios, y por la gracia por la cual es por uno, Cristo Jesús ha sido en muchos.
Y no como por el que pecó, así es el presente: porque el juicio fué por una condenación á condenación, sino el don de muchos ofensas á la provocación.
Porque si por la muerte del hombre pecare por un cándalo y por un presente de la gracia y del presente de la justicia reinará en la vida, Cristo Jesús.
Por tanto, por tanto, por el pecado de un juicio vino á todos los hombres, así por la justicia de un presente vino sobre todos los hombres de la vida.
Porque por el uno de un hombre de un hombre desobediencia, así por la obediencia de una manera será hecho muchos justos.
Y entró la ley, para que ofreciendo el pecado. Mas en el pecado donde la creía la gracia, mucho más abundantemente;
Para que el pecado reinó en la muerte, así la gracia por la vida eterna por Jesucristo por Cristo Jesús nuestro Señor, por Cristo nuestro Señor.
¿Hámosos á nosotros? ¿ó necesidad tenemos necesidad, como otros otros otros otros otros, distesos de compadecer, ó cartas de ánimo?
Vosotros sois nuestra propisa en nuestro corazón, y leísteis de todos los hombres:
Por cuanto vosotros sois manifestados á ser declarado á ser manifiestamente de Cristo, no escribáis con nosotros, sino con el Espíritu de Dios vivo: no en las tablas de piedra, sino en las tablas de corazón.
Y confiamos que por Cristo á Gododod-odeo;
No que nosotros somos de nosotros á nosotros alguna cosa de nosotros, sino nuestra inuncia de Dios;
El cual también nos hizo ministros del nuevo nuevo, no de la carta, sino de la carta: porque la carta hihida, mas el espíritu da la vida.
Mas si la estimación de la muerte de la muerte, y está escrito en las piedras, así que los hijos de Israel no podían ayunar, he aquí que los hijos de Israel no podían ayunar en el rostro de Moisés por la gloria de su rostro, la cual fué hecho;
¿Cómo no será el ministración de espíritu?
Porque si la estimación de la condenación de la condenación sea glorificado en la gloria de la justicia.
Porque lo que no fué glorificado en este bien, por la gloria de la gloria que hace.
Porque si se hizo glorioso, mucho más que el que está en gloria.
Por lo cual, pues, que tenemos esperanza, nos gloriamos grande;
Y no como Moisés, el que puso el velo sobre su rostro, que los hijos de Israel no podían reconocer al fin de lo que es engrandecido;
Mas sus prisiones fueron firmes; porque hasta que el mismo día se ha quitado el velo de la lumbre antiguo, que es quitado el velo en Cristo.
Mas á este día, cuando se leyó Moisés, el velo sobre su corazón.
Mas cuando se convertiere al Señor, será quitado el velo.
Y el Señor es el Espíritu: y donde el Espíritu del Señor es libertad.
Mas todos nosotros, abrimos como en un asna de la gloria del Señor, son muchedumbre de gloria en la misma misma manera, como por el Espíritu por el Espíritu del Señor.
Dejad á vuestros siervos que es justo y igualmente; sabiendo que vosotros tenéis un Maestro en el cielo.
Conociad en oración, y velad en el mismo gracias;
Dejad también á nosotros, que Dios nos abría á la puerta de la doctrina, para hablar el misterio de Cristo, que yo también yo también en las prisiones;
Para que yo hago á hablar.
En sabiduría en sabiduría en sabiduría para los que están fuera de los que están sin redención, para el tiempo.
Sea vuestra palabra con gracia, para que sepáis de la sal, para que sepáis á cada uno.
Todos mis negocios os anunciarán á vosotros, el cual es amado amado amado amado, y el buen siervo fiel y fiel en el Señor:
A los cuales os envié por la misma misma manera, para que sepáis vuestra voluntad, y consuelo vuestro corazón;
Con nosotros, Onédianos, y hermano fiel, el cual es uno de vosotros. En todas las cosas que están aquí.
Aristósto mi prisiono, y Marina, hermana de Bernabé, (la hermana de Bernabé, (por cuanto habéis recibido mandamientos; si os viniere á vosotros, recibáis;
Y Jesús, el cual nos es llamado Judea, el cual es llamado Judea, el cual es de la circuncisión. Estas son mis negocios al reino de Dios, el cual es consolado á mí.
Efatuo, el cual es uno de vosotros, siervo de Cristo, os saludará siempre siempre, para que seáis perfectos por vosotros en las oraciones, para que seáis perfectos y comunidos en toda la voluntad de Dios.
Porque yo le doy testimonio, el que tiene grande celo por vosotros, y los que están en Laodio, y en los que están en Lauuuuuuuuuuuuuuuuuita, y en los que es.
La misma manera, el amado, y Demucioso.
Saludad á los hermanos que están en Laodio en Laodio, y á Nínimmmmmmmías, y á la iglesia que está en su casa.
Y cuando esto es leído en medio de vosotros, leíase también en la iglesia de Laodio; y lo que leísteis la carta de Laodio.
Y di á Archîco, mirad lo que has recibido en el Señor, que lo cumpliste en el Señor, para que lo cumpes.
La tentación de mí, Pablo. Acordaos de vosotros mis prisiones. Amén.
Y de las cosas que hemos hablado esto es el sumo; tenemos tal pontífice, el cual es puesto sobre la diestra del trono de MaMajer en los cielos;
El ministro del santuario, y de la verdad, que el Señor asentó el Señor, y no hombre.
Porque todo el pontífice es constituído para ofrecer presentes y sacrificios; por lo cual es necesario que este hombre hubiere de hacer también lo que ofrece.
Porque si en la tierra, no sea sacerdote, para ser sacerdote, para que son presentes conforme á la ley:
El cual sirve á la prueba y sombra de las cosas celestial, como Moisés fué hecha en el tabernáculo; porque dijo: Mira, que has hecho conforme á todas las cosas conforme á la palabra.
Mas ahora, ahora ha alcanzado un buen ministerio, por cómo también es el mediador, que también es el mediador de mejor, el cual fué hecho promesas en promesas.
Porque si el primero había sido intestado al primer pacto, no se buscase lugar para la segunda.
Porque hallando con ellos, dice: He aquí vienen los días, dice el Señor, cuando haré pacto pacto con la casa de Israel y con la casa de Judá:
No según el pacto que concerté con sus padres en el día que los hice de la tierra de Egipto; porque no se fué en mi pacto, dice el Señor.
Porque esto es el pacto que yo haré con la casa de Israel después de aquellos días, dice el Señor: Yo pondré mis leyes en su corazón, y escribirélos en su corazón: y seré yo en su corazón: y seré á ellos pueblo, y ellos me serán pueblo:
Y no enseñarán á cada uno su prójimo, y cada uno su hermano, diciendo: Sabed el Señor: porque todo me conocerán, desde el menor para el mayor.
Porque yo seré misericordia de ellos, y sus pecados y su justicia no me acordaré más.
En lo que dice: Un pacto ha hecho primero, ha hecho primero primero primero primero primero primero. Y el que está aparejado, es aparejado.
DESPUÉS de esto miré, y he aquí una puerta abrió en el cielo: y la voz que oí como de la trompeta que estaba conmigo, el cual dijo: Ven acá, y yo te mostraré lo que es necesario.
Y luego, yo estaba en el espíritu; y he aquí un trono estaba sentado en el cielo, y sentóse en el trono.
Y el que estaba sentado á ver como un jasco y una piedra de piedra: y hubo un arco en derredor del trono, en ojos, en ojos de un paladar.
Y alrededor de las cuatro noches y veinte túnicas; y sobre las túnicas vi veinticuatro ancianos, en vestidos blancas; y tenían en sus cabezas de oro.
Y salió del trono, y de las truenos y de las truenos: y siete lámparas de fuego delante del trono, que son las siete plagas de Dios.
Y antes que el trono de la mar era de un asna, y en medio del trono; y en medio del trono, cuatro animales llenas llenas de ojos y de delante de las espaldas y de delante de las espaldas.
Y la bestia era como león, y la segunda bestia era como un becerro, y la cuarta bestia era como águila, y la cuarta era como águila.
Y las cuatro animales tenían cada uno de ellos; y fueron llenos de él, y de noche, diciendo: El Señor Dios Omnipotente, el cual es el Dios Omnipotente, el cual es el Dios Omnipotente, y es venido á venir.
Y cuando las bestias dan gloria y gloria gloria al que estaba sentado en el trono, el cual vive para siempre y para siempre,
Los veinticuatro ancianos caerán delante del que estaba sentado en el trono, y le adoran al que vive para siempre en el trono, y echaste su fortaleza delante del trono, diciendo:
Tú eres el Señor, Señor, para recibir gloria y gloria; porque has criado y tu voluntad.
