EN el principio , Dios crió el cielo y la tierra .
Y la tierra estaba fuera , y las tinieblas , y las tinieblas ; y el Espíritu del abismo . Y el Espíritu de Dios se muó sobre el rostro de las aguas .
Y dijo Dios : Deja luz ; y habrá luz .
Y vió Dios luz que era bueno ; y Dios repartió la luz de las tinieblas .
Y llamó Dios la luz , y la luz llamó á Nínidad , y á la mañana . Y la mañana y la mañana .
Y dijo Dios : Varón de aguas en medio de las aguas , y la partiere las aguas de las aguas .
Y Dios hizo el día , y repartió las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban sobre las aguas : y así así fué así .
Y llamó Dios á la tarde . Y la tarde y la mañana fué la tarde .
Y dijo Dios : Deja las aguas debajo del cielo se juntaron á un lugar ; y la secó .
Y llamó Dios secó la tierra de Ecrth , y la vendimia de las aguas : y viendo á Dios .
Y dijo Dios : Venga la hierba , la hierba producilla , y el árbol producilla , y el árbol en el fruto de su especie , cuya simiente está en la tierra : y así fué así en la tierra : y así .
Y la tierra sacó la hierba , y la hierba de su especie , y el árbol que tenía en su especie , después de su especie : y vió Dios que era bueno .
Y la tarde y la mañana fué el tercer día .
Y dijo Dios : Deja allí en las plazas del cielo para partir el día de la noche ; y sean señales por las señales , y en los tiempos , y por los años , y por los años : y los años , y los años , y por los años :
Y serán por las lámparas de los cielos para la luz : y así fué así .
Y Dios hizo gran luminar , y el día de la noche , y la luz de la noche . Hizo también las estrellas .
Y puso Dios en la luz del cielo para dar luz sobre la tierra ;
Y sobre el día y de la noche , y de la noche , y de la noche , y de la noche , y de la luz .
Y la mañana fué la tarde y la mañana .
Y Dios dijo : Dejad las aguas que tiene vida , y ave que la vida tiene sobre la tierra abierta de los cielos .
Y Dios crió , y todo viviente vivo , y todo viviente que trae las aguas , y todo lo que trae las aguas , según su especie , y todo ave de su especie : y vió Dios que era bueno .
Y bendijo Dios á ellos , diciendo : Id , y henchid , y henchid las aguas en la tierra .
Y la tarde y la mañana fué la tarde .
Y dijo Dios : Dejejad la tierra viviente viviente , y aves , y bestias , y bestias , y bestias de la tierra según su especie : y así así fué así .
Y Dios hizo la bestia de la tierra según su especie , y después de su especie , y todo lo que tenía en la tierra según su especie : y vió Dios lo bueno .
Y dijo Dios : Dejad en nuestra estatua , conforme á nuestra semejanza ; y ponyan en los peces de la mar , y sobre todas las aves del cielo , y sobre toda la tierra , y sobre todo reptil que venga sobre la tierra .
Y Dios crió en su estatua , en la estatua de Dios le crió ; y hembra .
Y bendijo Dios , y díjoles : Esfuérzate , y multiplicad , y multiplicad , y multiplicad la tierra ; y sobre los peces de la mar , y sobre todos los vivientes de la mar , y sobre todos los vivientes , y sobre la tierra .
Y dijo Dios : He aquí yo os he dado toda simiente que está sobre el rostro de toda la tierra , y todo árbol en el fruto de un árbol que está en el fruto de los frutos : á la simiente de un árbol .
Y á todo animal de la tierra , y á toda ave de los cielos , y á todo lo que está sobre la tierra , en que yo he dado dado todo árbol verano ; y así fué dado .
Y vió Dios todo lo que tenía , y he aquí , y he aquí que era bueno . Y la tarde y la mañana fué el sexto día .
Y oyó las palabras de Labán , diciendo : Jehová ha quitado todo lo que era de nuestro padre ; y de lo que nuestro padre de nuestro padre , él ha engendrado esta gloria .
Y vió Jacob el rostro de Labán , y he aquí que no lo había como antes de él .
Y Jehová dijo á Jacob : Vuelve á la tierra de tus padres , y á tu parentela , y seré contigo .
Y envió Jacob y llamó á Rachêl á Jacob su rebaño ,
Y les dijo : Vi vuestro padre de vuestro rostro , que no me es como antes de mí ; sino el Dios de mi padre ha sido conmigo .
Y vosotros sabéis que con todo mi poder he servido .
Y vuestro padre me ha engañado , y mudóme mis diez veces : mas Dios no lo ha padecido mal .
Si así dijo así : El que se ensanará , entonces todos los ganados ; y si él dijo : El paja será tu paja ; y si todas las aves se despedazare .
Así ha quitado Dios á mí las bestias de vuestro padre , y les dió á mí .
Y aconteció que , que , yo he alzado mis ojos , y vi en sueño , y he aquí los carneros que estaban sobre las bestias , y á los carneros , que se estrechas , y á la paloma .
Y el ángel de Dios me habló en un sueño , diciendo : ¡ Heme aquí .
Y él dijo : Levantaos ahora tus ojos , y mira todos los carneros que están sobre los ganados , y á todos los carneros , y á la hoja , y á la paloma ; porque he visto todo lo que te hace Labán .
Yo soy el Dios de Beth-el , donde estares la columna de la columna , y donde me hiciste voto á mí : levántate ahora de esta tierra , y vete á la tierra de tu parentela .
Y dijo Rachêl y dijo á Lea , y le dijo : ¿ No hay una parte ó heredad por la casa de nuestro padre ?
¿ No nos venimos de los extranjeros ? porque ha vencido , y también nos ha consumido nuestro dinero .
Porque todas las riquezas que Dios hubiere tomado de nuestro padre , que es vuestro padre , y nuestros hijos de nuestros : pues , todo lo que Dios te dijo : ¿ Por qué pues ?
Entonces Jacob se levantó , y puso sus hijos y sus hijos y sus hijos sobre los camellos ;
Y llevó todo su ganado , y toda su hacienda que tenía engendrado , las bestias de su puño , el cual tenía en Padan-aram , para ir su padre en la tierra de Canaán .
Y vino Labán á las nuevas á sus ovejas : y Rachêl tenía las estatuas que eran de su padre .
Y quitó Jacob á Labán á Labán á Labán á Labán , en el que no huyó .
Así huyó con todo lo que tenía ; y levantóse , y levantóse , y pasó , y puso su rostro hacia el monte de Galaad .
Y fué dado Labán á Labán en el tercer día que Jacob había huído á Jacob .
Y tomó sus hermanos , y siguió tras él siete días : y le llevaron en el monte de Galaad .
Y vino Dios á Labán á Labán en el sueño , y díjole : Mira que no hablares á Jacob ni á lo bueno .
Y Labán tomó á Jacob . Y puso Jacob su tienda en el monte de Galaad . Y puso Labán con sus hermanos en el monte de Galaad .
Y Labán dijo á Jacob : ¿ Qué has hecho , que has llevado á mí mis hijas , y llevando mis hijas como cautivos , y llevando á cuchillo ?
¿ Por qué huiste , y no me has de mí ; y no me lo digas , para que yo te envié , y con ruinas , y con arpa , y con arpa ?
Y no me has padecido á besar mis hijos y á mis hijas ? Ahora pues , ahora has hecho bien en esto .
En el poder de mi mano para hacer mal : mas el Dios de vuestro padre me habló , diciendo : Toma que no lo bueno á Jacob ni bueno .
Ahora pues , ahora , si te escondes , porque tú has sido desechado , por causa de la casa de tu padre , ¿ por qué has de ser echado mis dioses ?
Y respondió Jacob , y dijo á Labán : Por cuanto yo soy miedo ; porque yo he dicho : Quizá quieres de mí .
Con todo lo que hallares tus dioses , no vivieres : delante de nuestros hermanos , y toma contigo , y toma á ti . Porque Jacob no conocía que Rachêl era de ellos .
Y entró Labán á la tienda de Jacob , y á la tienda de Lea , y á dos siervos de Lea ; mas él no los halló . Entonces salió de la tienda de Lea , y entró en la tienda de Rachêl .
Y tomó Rachêl las imágenes , y vistiólas en el campo de los vasos , y sentólas sobre ellos . Y Labán tomó á Labán toda la tienda , mas no los halló .
Y ella respondió á su padre : No lo bueno , ni lo levantéis delante de ti ; porque el que se levantaba , sino que no se halló las imágenes .
Y Jacob se enojó , y enojóse con Labán : y Jacob respondió á Labán : ¿ Qué es mi pecado ? ¿ qué es mi pecado , que así has de ir tras mí ?
¿ Por qué has escudriñado todo lo que has hallado , ¿ qué has hallado de todo tu casa y tus hermanos , para que juzgue entre nosotros y tus hermanos , para que juzgue entre nosotros .
Esto he sido con ti , tus años y tus machos de cabrío no han echado sus ovejas , y los carneros de tus ovejas no he comido .
Para que era de las bestias , no te trajese : yo la cubriste de mi mano , y de mi mano lo diste , ó si por el día de día , ó de noche de noche .
Así me fuí ; en el día de la noche me consumió , y de la noche se fué de mis ojos .
Así he sido veinte años en tu casa : yo te he servido por dos años , y seis años para tus ganados : y mudas mis ganados : y muste mis siete veces diez veces .
Si el Dios de mi padre , el Dios de Abraham , y el temor de Isaac , y el temor de Isaac me ha sido enviado vacío . Dios ha visto , y el trabajo de mis manos , y te reprendió de noche .
Y Labán respondió , y dijo á Jacob : Estas son mis hijas , y estos son mis hijos , y todas mis ganados , y todas las bestias que tú eres : ¿ y qué haré esto esto mis hijos ? ¿ y qué haré esto á mis hijos , ó á sus hijos ?
Ahora pues , vengamos alianza pacto , y tú ; y sea por testigo entre mí y ti .
Y Jacob tomó piedra piedra , y ponlo por una piedra .
Y dijo Jacob á sus hermanos : Juntad las piedras , y pusieron un montón : y comieron sobre el montón .
Y llamó Labán á Jeth-sasatha : y llamólo Jacob á Jacob .
Y dijo Labán : Este es testigo entre mí y ti . Por tanto , el nombre de ella fué llamado Gén ;
Y Mizpa , porque dijo : Vive Jehová entre mí y ti , cuando somos enviados de los otros .
Si afligirás mis hijas , y si tomares las mujeres de mis hijas , nadie está con nosotros : Dios es testigo entre mí y ti .
Y Labán dijo á Jacob : He aquí que esto me he echado entre mí , y he aquí que yo te he echado entre mí y la columna , y he aquí que yo te he echado entre mí y entre mí ;
Este testimonio y esta columna , que no pasaré sobre este montón , y que no pasaré sobre este montón y esta columna de esta ciudad .
El Dios de Abraham , y el Dios de Nachôr , el Dios de su padre , juzga á Dios de su padre . Y Jacob juró por el temor de su padre Isaac .
Entonces Jacob sacrificó sobre el monte , y llamó á sus hermanos : y comieron pan , y toda aquella noche en el monte .
Y la mañana se levantó Labán , y besó sus hijos y sus hijas , y bendíjolos : y volvió Labán , y volvió á su lugar .
Y Jehová dijo á Moisés : Con todo eso yo traigo una plaga sobre Faraón , y sobre Egipto , y sobre Egipto , y sobre Egipto : cuando os irá , morirá .
Di ahora en oídos del pueblo , y cada uno de su prójimo , y cada uno de su prójimo , y toda mujer de plata , y vasos de oro .
Y Jehová dió el pueblo gracia en ojos de los Egipcios . Y el varón Moisés era muy grande en la tierra de Egipto , y en ojos de Faraón , y en ojos del pueblo .
Y Moisés dijo : Así ha dicho Jehová : De aquella noche iré en medio de Egipto :
Y todos los primogénitos en la tierra de Egipto morirán , desde el primogénito de Faraón , desde el primogénito de Faraón , hasta el primogénito de las alas ; y todos los primogénitos de las bestias .
Y habrá un gran clamor por toda la tierra de Egipto , que no haya como como cosa semejante , ni será como alguno .
Mas contra alguno de los hijos de Israel no se enseñorearán su lengua , ni contra alguno : para que sepáis lo que Jehová pondrá entre los Egipcios y Israel .
Y todos tus siervos descenderán á mí , y se inclinarán á mí , diciendo : Sube , y todo el pueblo que te seguiré : y después que yo vaya . Y salió de Faraón en gran manera .
Y Jehová dijo á Moisés : Faraón no os oirá oir ; para que mi voluntad sea multiplicado en la tierra de Egipto .
Y Moisés y Aarón hizo todas estas maravillas delante de Faraón : y el corazón de los hijos de Israel , y el corazón de los hijos de Israel .
Y Jehová llamó á Moisés , y habló de él del tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de vosotros traed ofrenda á Jehová : Si alguno de vosotros traeréis vuestras ofrenda de las bestias , y de las ovejas .
Si su ofrenda fuere holocausto del sacrificio , le ofrecerá un macho cabrío sin defecto : él lo ofrecerá de su rescato , al tabernáculo del testimonio delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto ; y será acepto de él para hacer expiación .
Y degollará el becerro delante de Jehová : y los sacerdotes de Aarón , traerán la sangre , y esparcirá la sangre , y rociará la sangre sobre el altar que está á la puerta del tabernáculo del testimonio .
Y pondrá el holocausto , y talará en sus piezas .
Y los hijos de Aarón el sacerdote pondrá el fuego sobre el altar , y pondrás el madera en el fuego :
Y los sacerdotes de Aarón , los hijos de Aarón , pondrán las partes , y el sebo que está sobre el altar :
Mas sus entrañas y sus higos se lavará en agua : y el sacerdote quemará en aguas ; y el sacerdote quemará en holocausto para holocausto , ofrenda encendida de olor de suave á Jehová .
Y si su ofrenda fuere ofrenda de las ovejas , de las ovejas , ó de las ovejas para holocausto ; traerá un macho cabrío sin defecto .
Y él lo degollará á la parte del altar delante de Jehová : y los sacerdotes derramarán su sangre sobre el altar de Aarón , y esparcirá su sangre en derredor .
Y talará en sus piezas , y su sebo : y el sacerdote los pondrá en el altar que está sobre el altar que está sobre el altar :
Mas lavará los intestinos y las aguas con agua : y el sacerdote lo traerá , y quemarán sobre el altar : es holocausto , ofrenda encendida encendida á Jehová .
Y si ofreciere el sacrificio por su ofrenda á Jehová , será de las aves , y traerá su ofrenda á Jehová , ó tomará su ofrenda , ó de palominos .
Y el sacerdote lo traerá á el altar , y encenderá su cabeza , y quemará sobre el altar ; y la sangre será injuria del altar :
Y arrancará sus dichos , y echarán fuera del altar , y echó fuera fuera de la ceniza , junto al lugar oriental de la ceniza :
Y él se allegará con sus alas , y no lo llevará debajo del altar : y el sacerdote lo quemará sobre el fuego , sobre el cual es holocausto , ofrenda encendida encendida encendida encendida á Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
Toma el cargo de los hijos de Coath , por las familias de los hijos de Leví , por las casas de sus padres , por las casas de sus padres ,
De treinta años y treinta años arriba , todos los que entran en el campo , para hacer la obra en el tabernáculo del testimonio .
Este será el servicio de los hijos de Coath en el tabernáculo de los hijos :
Y cuando el campo saliere , Aarón vendrá , y sus hijos y sus hijos , y cubrirán el velo del testimonio con ella :
Y pondrá sobre él la cubierta de los cojos , y extenderá sobre ella un manto de cárdeno , y pondrá sobre ella todas sus barras .
Y sobre la mesa de los panes se extenderán un manto de jacinto , y pondrás sobre él las cuevas , y las cucharas , y las cucharas , y los panes : y el pan será sobre él :
Y extenderán sobre ellos un manto de púrpura , y cubrirán de vestidura de tejones , y pondrás en sus barras .
Y tomarán de jacinto , y cubrirán el candelero de la luz , y sus candiversos , y sus candichos , y todos sus vasos , y todos sus vasos , y todos sus vasos con que ministran :
Y vestirán y todos sus vasos en medio de tejones , y pondrás sobre una orilla .
Y extendiéronse sobre el altar de oro , y cubrirán de vestidura , y cubrirán de colores , y cubrirán de colores , y pondrás á sus barras :
Y tomarán todos los instrumentos de ministerio , y pondrás en el santuario de jacinto , y cubrirán de vestidura , y los cubrirán de colores , y pondrálos en un edificio :
Y llevarán la ceniza del altar , y extenderán sobre él un manto de púrpura :
Y pusieron sobre él todos sus vasos , con los vasos de ella , y los cojos , y todos los cojos del altar , y todos los vasos del altar , y todos los vasos del altar ; y extenderán sobre él una cubierta de colores , y vistirán las barras de ella .
Y cuando Aarón y Aarón y sus hijos hicieron el fin del santuario , y todos los vasos del santuario , como el campo de los hijos , y los vasos del santuario , que venciere á los hijos de Coath ; mas no lo tocarán , sino que no lo tocarán .
Y á los vasos de Eleazar hijo de Aarón sacerdote , y el perfume de la luz , y el aceite del sacerdote , y el perfume , y el presente , y el presente , y el presente , y el presente , y el aceite de la unción , y todo el santuario , y el santuario .
Y habló Jehová á Moisés y á Aarón , diciendo :
No habéis de la tribu de las familias de las familias de los Levitas :
Mas así los que vivieren , y no morirán , y no morirán , cuando cuando entraren á los santos : y Aarón y sus hijos entrarán en cada uno á su servicio y á su carga :
Mas no entrarán en lo santo , porque no morirán .
Y Jehová habló á Moisés , diciendo :
Toma también también los hijos de Gersón , por las casas de los padres , por las casas de sus padres , por las casas de sus padres , por las casas de sus padres , por sus familias ;
De treinta años arriba y cincuenta años hasta el número en el tabernáculo , para hacer obra en el tabernáculo del testimonio .
Este es el servicio de las familias de los Levitas , para servir á servir , y á servir :
Y llevarán las cortinas del tabernáculo , y el tabernáculo del testimonio , y el pabellón de la congregación , y el pabellón de la cubierta que está sobre ella , y el pabellón del tabernáculo de la puerta del tabernáculo , y el pabellón de la puerta del tabernáculo del testimonio ,
Y las cortinas del atrio , y el pabellón de la puerta del atrio , el cual está junto al tabernáculo , y sus cuerdas , y todos los instrumentos de su servicio , y todos los vasos de su servicio : así servirán .
En el día de Aarón y sus hijos serán todo el servicio de los hijos de Gersón , en todos sus valles , y en todos sus valles , y en todo su ministerio : y poneréis á ellos en todos sus cargas .
Este es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio : y su ordenación será bajo la mano de Aarón hijo de Aarón sacerdote .
Como á los hijos de Merari , la cuenta de sus familias , por las casas de sus padres :
De edad de cincuenta años y cincuenta años hasta el número de cincuenta años , para hacer la obra del tabernáculo del testimonio .
Y esta es la ordenanza de su carga , conforme á todo su servicio , conforme á todo su servicio en el tabernáculo del testimonio : las tablas del tabernáculo del tabernáculo , y sus barras , y sus basas , y sus basas , y sus basas ,
Y las columnas del atrio alrededor , y sus basas , y sus molduras , y con todos sus vasos , y con todos sus instrumentos : y por el nombre de la guarda de su carga .
Esta es el servicio de las familias de los hijos de Merari , conforme á todo su servicio , en el tabernáculo del testimonio , debajo de la mano de Aarón hijo de Aarón sacerdote .
Y Moisés y Moisés y Aarón , y Aarón y los principales de la congregación de los hijos de Coath , y después de la casa de sus padres ,
De treinta años , treinta años , cada uno en el servicio , en el tabernáculo , en la obra del testimonio :
Y los contados de ellos por sus familias , doscientos y cincuenta .
Estas fueron los contados de las familias de las familias de Coath , para que todos en el tabernáculo de la congregación , que Moisés y Aarón hizo conforme á la cuenta de Jehová por mano de Moisés .
Y los contados de los hijos de Gersón , por sus familias , y por la casa de sus padres ,
De treinta años y cincuenta años , cada uno en el servicio , en la obra en el tabernáculo de la congregación , en el tabernáculo del testimonio ,
A los contados de ellos , por sus familias , por las casas de sus padres , dos mil y treinta .
Estas son los contados de los hijos de Gersón , de todos los hijos de Gersón , de todas las cosas que hacen en el tabernáculo del testimonio , al cual Moisés y Aarón lo hicieron conforme al mandamiento de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por las casas de sus padres ,
De treinta años y cincuenta años , cada uno en el servicio , en la obra del testimonio , en la obra de la congregación ,
A los contados de sus familias , tres mil y doscientos y doscientos .
Estas son los contados de las familias de los hijos de Merari , los cuales Moisés y Aarón conforme á la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , á los cuales Moisés y á Aarón y á Aarón , por sus familias , por las casas de sus padres , y la casa de sus padres ,
De treinta años , treinta años y cincuenta años hasta el servicio del ministerio , y el servicio de la carga en el tabernáculo del testimonio ,
A los contados de ellos , ocho mil y quinientos .
Conforforme á la mandamiento de Jehová , todos los contados de Moisés , cada uno conforme á su servicio , y conforme á su carga : así fueron contados de él como Jehová lo había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
Manda á los hijos de Israel , y diles : Cuando hubiereis entrado en la tierra de Canaán , es la tierra que cayere á vosotros , la tierra de Canaán con sus términos : )
Entonces vuestro mediodía será desde el desierto de Edom en el término de Edom , y vuestro término será el término del mar :
Y tornarán vuestro término desde el mediodía al mediodía , y pasarán á Azrarararararararararararam , y pasarán á Zeba : y saldrá su salida desde el mediodía hasta Cene-barnea , y saldrán á Hasasar , y saldrán á Asmón :
Y llevarán el término de Azmón hasta el río de Egipto hasta el mar de Egipto , y sale á la mar .
Y como por el término de la mar , tendréis este término : éste será este término .
Y este término será vuestro término : desde el gran mar os herirá por el monte de Hor :
Desde el monte de Hor , y saliréis á vuestro término hasta la entrada de Hamath ; y sale al término de Hamath : y sale el término de los términos , y sale á Sedad :
Y será el término de Zión , y sale á Hasar-ar-ar-arán : esto será vuestro término .
Y sacaréis vuestro término de Haserán , desde Asdod hasta Seba :
Y descenderá el término de Seba á Ribla , á Ribla , al oriente de Adad ; y el término descenderá , y el término de la mar del mar :
Y el término descenderá al Jordán , y sale de ella , y sale á la sal : esta tierra será vuestra tierra con sus términos .
Y Moisés mandó los hijos de Israel , diciendo : Este es la tierra que heredaréis por suerte , la cual Jehová lo había mandado á dar las nueve tribus :
Porque la tribu de los hijos de Rubén conforme á la casa de Rubén , y la tribu de los hijos de Gad conforme á la casa de Gad , recibieron la heredad de sus padres , y la media tribu de Manasés recibió su herencia :
Las dos tribus y la media tribu recibió la media tribu de Jericó , al oriente .
Y Jehová habló á Moisés , diciendo :
Estas son los nombres de los hombres que os partirán la tierra : Eleazar el sacerdote , y Josué hijo de Nun .
Y tomaréis uno de cada tribu , para partir la tierra .
Y los nombres de los hombres son : de la tribu de Caleb , hijo de Jephone .
Y de la tribu de los hijos de Simeón , Seba hijo de Ammiud .
De la tribu de Benjamín , Elidad hijo de Chîr .
Y el príncipe de la tribu de los hijos de Dan , Buci .
El príncipe de los hijos de José , por la tribu de los hijos de Manasés , por la tribu de los hijos de Edén .
Y el príncipe de la tribu de los hijos de Ephraim , hijo de Cedán .
Y el príncipe de la tribu de los hijos de Zabulón , Elisán hijo de Phares .
Y el príncipe de la tribu de los hijos de Issachâr , Phereel hijo de Aarán .
Y el príncipe de la tribu de los hijos de Aser , Ahid hijo de Sedán .
Y el príncipe de la tribu de los hijos de Nephtalí , Pedael hijo de Amud .
Estas son los que Jehová mandó á la heredad á los hijos de Israel en la tierra de Canaán .
Y será que si oyeres , si oyeres á la voz de Jehová tu Dios , para que te mando y para hacer todo su Dios , que yo te mando hoy , Jehová tu Dios sobre todas las gentes de la tierra :
Y vendrán todas estas bendiciones , y te venciere , si oyeres á la voz de Jehová tu Dios .
Bendito serás en la ciudad , y benditos en el campo .
Bendito será el fruto de tu cuerpo , y el fruto de tu tierra , y el fruto de tus ganados , y el fruto de tus ganados , y las ovejas de tus vacas .
Bendito tu cancancancancancancanastillo y tu raíz .
Bendito tú , cuando hubieres entrado en , y bendiga cuando hubieres de venir .
Jehová hará tus enemigos que se levantasen contra ti , para ser herir delante de ti , y huirán delante de ti siete caminos .
Jehová mandará bendición sobre ti , y en tus ojos , y en todo lo que tienes tu mano , y él te bendecirá en la tierra que Jehová tu Dios te da .
Jehová te confirmará santo á sí , como él te juró , y si guardares los mandamientos de Jehová tu Dios , y anda en sus caminos .
Y todo el pueblo de la tierra verán por el nombre de Jehová ; y serán miedo de ti .
Y Jehová te mostrará en el fruto de tu cuerpo , y en el fruto de tus ganados , y en el fruto de tus ganados , y en el fruto de tu tierra , en la tierra que juró Jehová á tus padres .
Jehová te abriere su tesoro , el cielo á tu tierra en su tiempo , y bendice á ti toda la obra de tus manos : y tú te matarás .
Y Jehová te hará la cabeza , y no el velo ; y tú serás que tú , y no será más abajo ; y si oyeres á los mandamientos de Jehová tu Dios , el cual yo te mando hoy , para que yo te mando hoy , y para hacer :
Y no entrarás de las palabras que yo te mando hoy , ó á la diestra ó á los dioses ajenos ajenos ajenos .
Mas acontecerá que , si no oyeres á la voz de Jehová tu Dios , para hacer todas sus mandamientos y sus estatutos que yo te mando hoy : todo esto que yo te mando hoy ; todo esto vendrá sobre ti , y te venciere :
Maldito en la ciudad , y maldirás en el campo .
Maldito tu cancanastillo y tus negocios .
Maldito el fruto de tu cuerpo , y el fruto de tus tierras , y el fruto de tu tierra , y el fruto de tus ovejas , y las ovejas .
Maldito cuando entrares , y maldieres cuando salieres , y maldito cuando salieres .
Jehová enviará sobre ti , y reprensión , y en todos tus manos para hacer , hasta que seas destruyas , y hasta que perdones ; porque de la maldad de tus obras , que me has dejado .
Jehová hará pestilencia hasta que te consumata , hasta que te consumiere de la tierra , á donde quiera que quiera que quiera que tú vaya para poseerla .
Jehová te herirá con escarnio , y con los siglos , y con cadenas me , y con espada , y con el rocío , y con el rocío , y con el rocío ; y entonces te perseguirán hasta que perdones .
Y tus cielos están sobre tu cabeza , y la tierra que está debajo de ti , y la tierra que está debajo de ti .
Jehová hará lluvia de tu tierra , y el polvo : desde el cielo vendrá hasta ti , hasta que seas destruídos .
Jehová te hará herir delante de tus enemigos : ve uno contra ellos , y huid siete caminos delante de ellos : y será quitada en todos los reinos de la tierra .
Y tu cuerpo será comida á todas las aves del cielo , y á las bestias de la tierra , y nadie los echarán .
Jehová te herirá á ti , y con los ríos , y con los ríos , y con los cojos , y con los cojos , y con el que no seas sanado .
Jehová te herirá con manchas , y en espanto de corazón :
Y en aquel día , como ciegos se levanta en tinieblas , y no serás prosperado en tus tinieblas , y no prosperado en tus caminos : y tú serás destruído , y no te salvará .
Tomarás la mujer , y otro hombre con ella : edificarás casa , y no habitarás en ella : plantarás viña , y no recogerás sus uvas .
Tu buey será muerto delante de tus ojos , y no comerás : tu asno será quitado de tu rostro , y no se hará volver á ti : tus ovejas serán entregados , y no te serán entregados ; tus ovejas serán entregadas , y no tendrás quien los descaren .
Tus hijos y tus hijas serán dados á otro pueblo , y tus ojos se tornarán , y no se despedazará en tus manos . y no habrá en tus manos .
El fruto de tu tierra , y todos tus labio , gente que no sabes comer ; y tú serás quebrantado y crujada :
Así que , pues , que serás en los ojos de tus ojos que verás .
Jehová te herirá en las rodillas , y en los higos , y con gran manera que no sea sanado , desde la cumbre de tu pie hasta la cumbre de tu pie .
Jehová te trajere , y tu rey que te pondrás sobre ti , y en gente que no has conocido , y allí sirvarás á dioses ajenos ajenos ajenos ajenos ajenos ajenos , y piedra piedra .
Y serás por espanto , y proverbib , y una palabra entre todas las gentes que Jehová te guiere .
Serás mucho simiente en el campo , y juntarás en la langosta ; porque la langosta la langosta la quemará .
plantarás viñas , y no beberás del vino , ni beberás del vino , ni recogido ; porque los gusanos comerán .
olivares en toda tu término , y no te ungirás con el aceite : porque tu fruto de tu fruto .
Perezarás hijos y hijas , y no les serás gozo ; porque entrarán en cautiverio .
Todos tus árboles y tu fruto de tu tierra se aumentarán la langosta .
El extraño que te levantare sobre ti , y entrarás en gran manera .
Enviará á ti , y no le harás fin : él será la cabeza , y serás la cabeza .
Y todas estas cosas vendrán sobre ti , y te venciere , hasta que seas destruídos , hasta que seas destruída ; porque no te has de oir voz de Jehová tu Dios , para guardar sus mandamientos y sus estatutos que te había mandado :
Y serán sobre ti por señal y por señal , y sobre tu simiente para siempre .
Por cuanto no quisieres Jehová tu Dios con gozo , y con alegría de corazón , y con alegría de corazón , para la abundancia de todas las cosas :
Por tanto , servirás á tus enemigos que Jehová te enviare , en hambre y en sed , y en sed , y en abundancia de todas las cosas : y pondrá un yugo de hierro sobre tu cuello , hasta que te destruyeron .
Jehová hará gente contra ti de lejos , desde el fin de la tierra , como el águila ; y la gente no entenderás ;
La nación del rostro de los antiguos , y mostrará la gracia de los viejos , ni mostrará la gracia de los mancebos :
Y comerá fruto de tus ganados , y el fruto de tu tierra hasta que seas destruída : y el vino de tu tierra , y el vino , y el vino , ó el vino , ó el aceite de tus ovejas , hasta que te destruyere .
Y cerán en todas tus ciudades , hasta que tus muros y entrares , en todas tus muros , en que tú destruiste , por toda tu tierra : y él te será cercado en todas tus ciudades , que Jehová tu Dios te ha dado .
Y comerás el fruto de tu cuerpo , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado , en el cerco , y en el estrecho , y en el verano , y en la angustia de tus enemigos :
Así que , el hombre que está en medio de vosotros , y su ojo será malo al hermano , y á la mujer de sus hijos , y al resto de sus hijos que dejare ;
Y el que no diere á alguno de ellos de la carne de los hijos de su quien comerá : porque nada le dejó en el cerco , y en el calor de tus enemigos , y en todos tus enemigos .
Por tanto , y la mujer de la mujer que no quisiera de su pie sobre la tierra de su pie sobre la tierra de su ojo , y su ojo será mal para el mal de su seno , y su hijo , y su hija , y su hijo , y su hija , y su hija , y su hija , y su hija , y su hija ,
Y al uno viene de sus pies , y á sus hijos que llevarán : porque ella comerán de todas las cosas en el cerco , y tus mercaderías , y en tus puertas .
Si no guardares á hacer todas las palabras de esta ley que está escrito en este libro , para que seas esto en esta gloria , y temed nombre de Jehová : Heme aquí , Jehová .
Y hará Jehová tus platos , y las plagas de tu simiente , y de los días de tu simiente , y de tiempo , y de tiempo , y de tiempo .
Y traerán sobre ti toda la enfermedad de Egipto , el cual has estado de ti ; y se allegará á ti .
Y toda enfermedad , y toda plaga que no está escrito en el libro de esta ley , los destruídos hasta que no te destruyas .
Y dejaréis pocos pocos pocos en número , que como las estrellas del cielo ; porque no oyeres la voz de Jehová tu Dios .
Y será que como Jehová se alegrará sobre vosotros , y multiplicad á vosotros ; y así Jehová os alegrará sobre vosotros , y traeréis á vosotros , y traeréis á vosotros ; y seréis arrancados de la tierra á la cual has de poseer .
Y Jehová te esparciré entre todo el pueblo , desde el fin de la tierra hasta el otro , y allí servirás á dioses ajenos ajenos ajenos ajenos ajenos , y á tus padres .
Y entre estas gentes no hallarás , ni hallarán las colores de tu pie : mas Jehová te dará temor , y dolor de corazón , y dolor de corazón :
Y tu vida se acordará en delante de ti ; y temerás de noche , y de noche , y de noche , y de noche , y de noche no habrá acepción de tu vida :
En la mañana dirás : ¡ Ah ! y tú dirás : ¡ Oh Dios ! ¡ Ah , que , y á los ojos de tu corazón , y á los ojos de tus ojos que verás .
Y Jehová te traerá á Egipto con navíos , junto á las navíos de donde yo te hablé , y no lo verás ; y seréis vencidos á vuestros enemigos y á vuestros siervos , y nadie os veniréis .
Y Josué juntó todas las tribus de Israel á Sichêm , y llamó por los ancianos de Israel , y por sus cabezas , y por sus jueces , y por sus jueces , y por sus oficiales , y por los Levitas se juntaron delante de Dios .
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel : Vi nuestros padres habitaron en el tiempo antiguo , Tersa , padre de Abraham , y el padre de Nor : y sirvieron á dioses .
Y tomó vuestro padre de la otra parte del río , y trajólo por toda la tierra de Canaán , y le multiplicó á Isaac .
Y dí Isaac á Jacob , y dió á Esaú : y dió á Esaú : y dió á los hijos de Seir , y á sus hijos descendieron á Egipto .
Y envió Moisés y Aarón , y Aarón , y yo y Egipto , conforme á lo que hizo entre ellos ; y después de ellos he traído .
Y sacé vuestros padres de Egipto : y vinieron á la mar ; y á los Egipcios después de vuestros padres , y á la mar Bermejo .
Y clamaron á Jehová , entre vosotros y los Egipcios , y cubriéronlos á la mar sobre ellos , y cubriéronlos ; y habéis visto vuestros ojos lo que he hecho en Egipto : y morasteis en el desierto .
Y yo os traje á la tierra del Amorrheo , que habitaba en la otra parte del Jordán , y pelearon con vosotros : y les dí en vuestra mano , para que poseáis su tierra , y destruí de delante de vosotros .
Entonces Balac hijo de Zipha , rey de Moab , levantóse contra Israel , y envió contra Israel , y envió á Balaam hijo de Beor :
Mas yo no quisiera oir á Balaam ; por tanto , os bendijo : y libré de su mano .
Y salisteis el Jordán , y vino á Jericó : y los de Jericó pelearon contra vosotros , y los Pherezeos , y los Cananeos , y los Cananeos , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Heveos , y al Heveos ; y librólos en vuestras manos .
Y envié la red delante de vosotros , que los echó de los Amorrheos ; mas no con tu espada , sino con tus arco .
Y yo os he dado la tierra que no habéis hecho , y las ciudades que no edificasteis , y moriréis en ellos ; de las viñas y moradas de las viñas que no plantasteis .
Ahora pues , temed Jehová , y servid en verdad y en verdad : y poned á los dioses ajenos que sirvieron á la otra parte del diluvio , y en Egipto ; y servisteis á Jehová .
Y si el mal os sirviere á Jehová , os escogiere hoy que sirviere : si vuestros padres serviereis á los dioses ajenos que habéis servido en el diluvio del río , ó el dioses de los Amorrheos , en cuya tierra moriréis : y así serviremos á Jehová .
Y el pueblo respondió , y dijo : En ninguna manera que dejase Jehová á dioses ajenos ajenos ajenos ;
Porque Jehová nuestro Dios , él nos ha traído , y nuestros padres de la tierra de Egipto , y de la casa de servidumbre de servidumbre , y los que hicieron grandes señales en nuestros ojos , y en todo el camino donde hemos pasado , y por el pueblo por el cual hemos pasado ;
Y Jehová quitó de nosotros delante de todo el pueblo , al Amorrheo que habitaba en la tierra : por tanto , nos serviremos á Jehová , porque es nuestro Dios .
Y Josué dijo al pueblo : No podéis servir á Jehová : porque él es santo Dios : no perdonará vuestras rebeliones ni perdonará vuestras pecados .
Si vosotros dejareis Jehová , y serviereis dioses ajenos ajenos , y os sirviere , y os sirviere , y os hará mal .
Y el pueblo dijo á Josué : No nos serviremos , sino serviremos á Jehová .
Y Josué dijo al pueblo : Vosotros sois testigos contra vosotros que vosotros habéis elegido Jehová á él . Y ellos dijeron : Nosotros somos testigos testigos .
Y pues , dijo : El que están entre vosotros , y vuestro corazón á Jehová Dios de Israel .
Y dijo el pueblo á Josué : Jehová nuestro Dios serviremos , y su voz nos hemos obedecido .
Y Josué hizo alianza alianza con el pueblo que y ponlos en Sichêm .
Y Josué escribió estas palabras en el libro de la ley de Dios , y tomó una piedra grande piedra , el cual estaba en el santuario de Jehová .
Y Josué dijo á todo el pueblo : He aquí esta piedra será testigo de nosotros : porque todas las palabras de Jehová nos ha hablado : por tanto os será testigo testigo testigo : por tanto , por tanto , por vuestro Dios .
Y Josué se aparta el pueblo , cada uno á su heredad .
Y aconteció que después de estas cosas , Josué hijo de Nun , el siervo de Jehová , de cien años .
Y sepultáronlo en el término de su herencia en Timnath-nananananananananananananananaa , que en el monte de Ephraim , al norte de Gaas .
Y sirvió Israel á Jehová todos los días de Josué , y todos los ancianos de los ancianos que Josué había hecho todas las obras de Jehová , que había hecho por Israel .
Y los huesos de José , que los hijos de Israel trajeron los hijos de Israel , sepultado en Sichêm , en Sichêm , en una parte de la tierra de los hijos de Sichêm : y la herencia de los hijos de José , y la heredad de los hijos de José .
Y Eleazar hijo de Aarón murió : y sepultáronlo en un monte que le había dado en el monte de Ephraim , que le había dado en el monte de Ephraim .
Y los Filisteos tomó el arca de Dios , y trajéronlo de Edreezer á Asdod .
Y tomando los Filisteos el arca de Dios , trajeron en la casa de Dón , y púsola á Dón .
Y como se levantaron de Asdod , he aquí Di sobre su cara á la tierra delante del arca de Jehová . Y tomáronse en su lugar , y púsole en su lugar . Y ellos volvió á Di , y púsole en su lugar .
Y como se levantaron de mañana , he aquí Di á la mañana delante del arca de Jehová ; y la cabeza de sus manos fueron talados y las aguas de las manos de sus manos fueron taladas sobre la ; solamente sólo la casa de Dedlo .
Por tanto , ni los sacerdotes de Demón , ni quien venga en la casa de Dor , y en la casa de Dón en Asdod hasta hoy . Y en Asdod hasta hoy .
Mas la mano de Jehová estaba echado sobre ellos de Asdod , y destruyó , é hirió á Asdod , y á Asdod y á sus términos .
Y viendo los de Asdod que era así , dijeron : El arca de Dios de Israel no morará con nosotros : porque su mano está sobre nosotros , y sobre nuestro dios .
Y envió el arca de los Filisteos á ellos , y juntaron todos los príncipes de los Filisteos , y dijeron : ¿ Qué haremos con el arca de Dios de Israel ? Y ellos respondieron : Varánse el arca de Dios de Israel . Y ellos volvieron el arca de Dios de Israel . Y ellos volvieron el arca de Dios de Israel .
Y así , que después de ella había llevado , la mano de Jehová contra la ciudad muy grande : y hirió los hombres de la ciudad , y tenían grandes en ocultos .
Y enviaron el arca de Dios á Ecrón , y á nuestros pueblos . Y aconteció que el arca de Dios vino á Ecrón , que el arca de Dios vino á Ecrón , diciendo : A los Ecrón , dieron voces á los Ecrón del arca de Israel , para matarnos y nos .
Y enviaron y juntaron todos los príncipes de los Filisteos , y dijeron : Envía el arca del Dios de Israel , y vuelvémonos á su lugar , y no nos maquerremos , y á nuestro pueblo .
Y murió los hombres que no fueron heridos con los ríos : y el clamor de la ciudad subió á los cielos .
Y oyendo el hijo de Saúl que Abner era muerto en Hebrón , sus manos fueron turbados , y todos los de Israel .
Y el hijo de Saúl tenía dos hombres , dos varones de los otros : el nombre de la misma era Baana , y el nombre de Raphamón , hijos de Beermón , ( ( ( ( ( porque á Beeroth , y á Benjamín .
Y el Beereo huyó á Giezim , y peregrinaba allí allí allí en aquel día hasta hoy .
Y Jonathán , hijo de Saúl , el cual era hijo de sus pies . Y fué cinco años de Saúl , cuando llegó á Saúl y á Jonathán de Jonathán , y tomó su mano de Jezreel , y huyó ; y aconteció que como ella se apresuró , y fué despedazado . Y fué su nombre Mephi-boseth . Y su nombre se llamaba Mephi-boseth .
Y los hijos de Rimmón , Rechâb , y Baana , y vino á Baana , y á Baana , y vino á la casa de los Is-bozones , el que estaba en cama .
Y vinieron allí en medio de la casa de la casa , como si querían trigo ; y le hirieron debajo de la quinta , y su hermano se escapó .
Porque cuando entraren en la casa , puso á su cama , y le hirieron , y le hirieron , y le mataron , y quitólo , y quitólo su cabeza , y quitólas por la noche .
Y llevaron la cabeza de los Is-boseth hijo de Is-boseth , y dijo al rey : He aquí , la cabeza de tu enemigo , el cual buscó tu vida ; y Jehová ha vendido mi señor el rey de Saúl , y la simiente de Saúl , y su simiente .
Y David respondió á Rechâb y á Baana su hermano , los hijos de Rimmón , y díjoles : Vive Jehová , el que ha redimido mi alma de todos los días ,
Y respondióme uno , diciendo : He aquí Saúl es muerto , el rey que trajese buenas nuevas á lo bueno , y le maté en Siclag , el cual yo le he dado por recompensa , por su voluntad ;
¿ Cuánto más , cuando los muertos han muerto justo en su casa ? ¿ no pues , por tanto , y os vendré de la tierra ?
Y mandó David á sus mancebos , y matáronlos , y matáronlos , y talólos sus pies , y alzaron sus pies , y echáronlos sobre Hebrón . Mas tomaron la cabeza de los Is-boseth , y sepultáronlo en el sepulcro de Abner en Hebrón .
Y como la reina de Seba oído de la fama de Salomón , el nombre de Jehová , vino á él con ficios .
Y vino á Jerusalem en gran manera , y en camellos , y de oro , y piedras preciosas , y piedras preciosas : y cuando ella había venido á Salomón , habló con él todo lo que estaba en su corazón .
Y dió Salomón á todos sus molduras : no había cosa oculto del rey , el cual no lo declaró .
Y como la reina de Seba había visto toda la sabiduría de Salomón , y la casa que había edificado , y la casa que había edificado ,
Y el presente de su mesa , y el sentado sentado de sus siervos , y su vestido , y sus vestidos , y su paño , y sus sueños por lo que había subido á la casa de Jehová , y no había espíritu en su espíritu .
Y ella dijo al rey : Este es verdadero , que en mi tierra de tus hechos y de tu sabiduría .
Mas yo no he creído , hasta mí mis ojos : y he aquí la mitad de mí , no me fué declarado : y tu sabiduría y tu prospera , y el que he oído .
Buena son tus siervos , que están delante de ti , y tus siervos , que están delante de ti , y que tus sabiduría .
Bendito Jehová tu Dios , que te hace en el trono de Israel : porque Jehová amó á Israel , porque él amó á hacer juicio y justicia .
Y dió el rey cien talentos , y veinte talentos de oro , y de piedras de piedras ; y piedras de piedras , y piedras preciosas : no vino más que estas que la reina de Seba , el cual dió el rey Salomón .
Y el envidia de Hiram , que hizo oro de Ophir , y trajéronlo en Ophir , y piedras preciosas .
Y el rey de las columnas hizo las columnas para la casa de Jehová , y por la casa del rey , y con salterios y salterios : no había más que los árboles , ni se veían hasta hoy .
Y dió el rey Salomón á la reina de Seba toda su deseo , y todo lo que Salomón le dió de su real real real real real . Y ella volvió ella y ella á su tierra , y ella sus siervos .
Y el peso de oro que vino Salomón á Salomón en un año treinta y seis talentos de oro ,
El que tenía mercaderías de mercaderías , y de los mercaderes , y de todos los mercaderes , y de los reyes de Arabios , y de todos los reyes de Arabios .
Y el rey Salomón hizo doscientos noches de oro : seis siclos de oro , y seis siclos de oro .
Hizo también trescientos escudos de oro ; tres medidas de oro , y el rey puso en la casa del Líbano : y el rey puso en la casa del Líbano .
Hizo asimismo el rey grande trono de colgado , y cubriólas de oro .
El trono tenía seis pasos , y el trono de la cumbre : y el trono de la silla , y dos leones , y dos leones de la silla , y dos leones , y dos leones , y dos leones .
Y doce leones estaban á la una parte y á la otra parte : no había semejante como en el reino .
Y todos los vasos del rey Salomón , y todos los vasos de la casa del Líbano , y todos los vasos de la casa del Líbano , de oro : no eran de plata en los días de Salomón .
Porque el rey tenía envidia de la mar tenía envidia de Tharsis : en tres años vino á la envidia de Tharsis , llevando oro , y plata , y madera , y madera , y madera .
Y el rey Salomón rey Salomón hizo reverencia todos los reyes de la tierra por las riquezas y sabiduría .
Y toda la tierra buscó á Salomón , que Dios había puesto en su corazón , el cual Dios puso en su corazón .
Y trajeron cada uno á su presente , vasos de plata , y vasos de oro , y caballos , y caballos , y caballos , y caballos , un año por año por año .
Y juntó Salomón carros y carros : y tenía mil , y doce mil y gente de á caballo , y á los cuales él había trabajado en las ciudades de los carros , y con el rey en Jerusalem .
Y el rey hizo plata en Jerusalem como piedras , y cedros hizo como cazones que están en los valles , para abundancia .
Y Salomón tenía caballos de Egipto , y lino torcido : el rey de los mercaderes , y el precio del rey recibieron los mercaderes .
Y subió un carro y salióse de Egipto para seiscientos siclos de plata , y caballo para ciento : y así así así todos los reyes de Siria , y por los reyes de Siria , é hiciéronlos por causa de ellos .
Y ACONTECIÓ en el año tercero de Hohijo de Ela , rey de Israel , que Ezechîas hijo de Achâz rey de Judá , comenzó á reinar .
Vi y cinco años era cuando comenzó á reinar , y reinó veinte años en Jerusalem . Y el nombre de su madre fué Abarías , hija de Abarías .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que David hizo á David , conforme á todas las cosas que David su padre .
Envió los altos , y quebró los bosques , y derribó los sepulcros de metal : porque á los hijos de Israel quemaron perfumes : y llamó á Negán .
En Jehová Dios de Israel , Dios de Israel , así lo que no le había semejante á todos los reyes de Judá , ni á cualquiera que estaba delante de él .
Porque él se partió á Jehová , y no se apartó de él , sino que guardó sus mandamientos , sino que Jehová lo mandó á Moisés .
Y Jehová estaba con él ; y él se rebeló contra el rey de Asiria , y no le sirvió .
El hirió á Gaza , á Gaza , y á sus términos , y á los de la ciudad .
Y aconteció que en el año cuarto año del rey Ezechîas , que fué el año séptimo año del rey de Edán , el cual era Seber hijo de Israel , que Seber rey de Asiria subió á Samaria contra Samaria , y cercó .
Y en el año de tres años lo tomaron : en el año de Ezechîas , que el año de Oseas rey de Israel , fué quitado de Samaria .
Y el rey de Asiria llevó á Asiria á Asiria , y púsolos en Heván y en Harán , y en las ciudades de Gozán , y en las ciudades de los Mizán ;
Por cuanto no obedecieron la voz de Jehová su Dios , sino se rebelaron su pacto , y todo lo que Moisés había mandado , y no los escucharon .
Y en el año catorce del rey Ezechîas hizo á Sennachachêrib rey de Asiria , subió contra todas las ciudades fuertes de Judá , y tomó .
Y envió Ezechîas rey de Judá á Lachîs rey de Asiria á Lachîs , diciendo : Yo he tornado de mí ; y el rey de mí llevaré . Y el rey de Asiria dió á Ezechîas trescientos talentos de plata y treinta talentos de oro .
Y Ezechîas le dió todo el dinero que estaba en la casa de Jehová , y en los tesoros del rey .
En aquel tiempo Ezechîas tomó las puertas de las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Judá , y dió al rey de Asiria .
Y el rey de Asiria envió á Tarnán , y Rabsarc , y Rabsaces de Lachîs rey de Lachîs , y contra Jerusalem . Y subieron , y vinieron á Jerusalem . Y ellos , y estaban junto á Jerusalem , y estaban junto al camino de los leones , que está en el camino de Llevante , que está en el camino del campo .
Y llamaron al rey , vino á Eliacim hijo de Hilcías , que estaba sobre la casa de Hilcías , y á Zacarías hijo de Asaph , el escriba .
Y Rabsaces dijo á Ezechîas : Habla ahora á Ezechîas , rey de Asiria : Así ha dicho el rey de Asiria : ¿ Qué confianza está esto ?
Tú dices : Tú empero son las palabras , ) , y la fortaleza , y la guerra . Ahora pues , que confias contra mí , para que no contra mí ?
Ahora pues , he aquí que tú estén sobre el bordón de esta caña , sobre Egipto , que si alguno alguno tuviere hombre , y entrare en su mano , y la matare ; así Faraón rey de Egipto en todo lo que en él en él .
Mas si me dijereis : Hemos confiar en Jehová nuestro Dios : ¿ no es que cuyos altares y cuyos altares ha quitado Ezechîas , y dijo á Judá y á Jerusalem : Vosotros adoraréis delante de este altar ?
Ahora pues , yo te ruego que mi señor el rey de Asiria , y yo te entregaré dos mil caballos , si tuvieres en tus caballos , si tuvieres en tu parte sobre ellos .
¿ Cómo pues , pues , pues , quieres el rostro de un capitán de mi señor , y pondrás tus confiadas en Egipto y á caballo ?
Mira ahora contra este lugar para destruirlo ? Jehová dijo : Sube contra esta tierra : Sube contra esta tierra , y destruiré .
Y dijo Eliacim hijo de Hilcías , y Sena , y Jona , á Rabsaces , y á Rabsaces , y á Rabsaces , y á tus siervos en la lengua de los Judíos que están en el muro de los Judíos que están sobre el muro de los Judíos .
Mas Rabsaces dijo á mí : ¿ No me envió á tu amo , y á ti , y á ti , y á ti , y á los hombres que se sentan en el muro , para que comen el muro , para que comen su estiércol , y beben su estiércol ?
Entonces Rabsaces , y clamó á gran voz en la lengua de los Judíos , y habló , diciendo : Oye palabra del rey de Asiria , el rey de Asiria :
Así ha dicho el rey : No engañe Ezechîas , no os engañará : porque él no podrá libraros de su mano :
Ni os confiéis en Jehová , diciendo : Jehová nos entregará , y esta ciudad no será entregada en manos en manos del rey de Asiria .
No escuchéis á Ezechîas : porque así así ha dicho el rey de Asiria : Hazme con presente , y venid á mí , y comeréis cada uno de su vid , y bebisteis cada uno de su vid , y bebisteis todas las aguas de la higuera , y bebisteis las aguas :
Hasta que vengo y toméis á la tierra como vuestra tierra , una tierra de trigo y vino , tierra de viñas y de aceite , y de viñas , para que viviereis , y no moriréis : y si alguno os dijere , y no os entregare á Ezechîas .
Ninguno de los dioses de las gentes entregó en toda su tierra de Asiria ?
¿ Dónde está el dioses de Hamath , y de Arpad ? ¿ dónde son los dioses de Sepharim , y de Arpeos ? ¿ Ha de mi mano ? ¿ han entregado Samaria de mi mano ?
¿ Quién son entre los dioses de las tierras , que libran su tierra de mi mano , para que Jehová libre á Jerusalem de mi mano ?
Mas el pueblo callaba , y no le respondió palabra ; porque el mandamiento del rey era el mandamiento del mandamiento , diciendo : Andrer no le .
Y vino Eliacim hijo de Hilcías , el cual estaba sobre la casa , y Jona hijo de Asaph , á Ezechîas , á Ezechîas , y á los ancianos de Rabsaces , y á Rabsaces .
Y COMO David era viejo y lleno de días , hizo Salomón su hijo sobre Israel .
Y juntó todos los príncipes de Israel , con los sacerdotes y los Levitas .
Y los Levitas fueron contados de treinta años de treinta años , y sus contados : y su número fué treinta y ocho mil .
De los veinte y cuatro mil cuatrocientos mil , y seis mil , y seis mil ; y seis mil y jueces : y seis mil y jueces :
Y fueron cuatro mil : y cuatro mil , y cuatro mil que hice Jehová con instrumentos que hice , dijo á David .
Y fueron repartidos en medio de los hijos de Leví , Gersón , y Merari , y Merari .
De los hijos de Gersón fueron Laadán , Laadán , y Simi .
Los hijos de Laadán ; y Joel , y Joel , y tres .
Los hijos de Semei : Semamath , Hasabán , y Hán , y Harán , tres . Estos fueron los principales de los padres de Laadán .
Y fueron los hijos de Simi , Zachâ , y Berán , y Berías . Estos fueron los hijos de Simi .
Y Jadán , y Zizía el segundo : mas los hijos no tenían muchos hijos : por tanto , fueron muchos hijos , conforme á la casa de su padre .
Los hijos de Coath : Amram , Iram , y Uzziel , y Uzziel , y Uzziel , cuatro .
Los hijos de Amram : y Moisés fué apartado , y Aarón , y Aarón , y sus hijos para siempre , para quemarlo sahumerios delante de Jehová , para servir á su nombre para siempre .
Y el varón de Moisés , varón de Dios , sus hijos fueron llamados de la tribu de Leví .
Los hijos de Moisés , Gersón , Eliezer , Eliezer .
De los hijos de Gersón , Sebuel , hijo de Semael , era el principal .
Y los hijos de Eliezer fueron Reezer , Reu , el principal de los hijos : mas los hijos de Rea fueron muchos .
De los hijos de Izhar : Selmith , Selmith , Selmith .
De los hijos de Hebrón : Jeroías el segundo , Jahaziel el tercero , y Jeamam .
De los hijos de Uzziel : Michâh , el primero , y el segundo , y el segundo .
Los hijos de Merari : Mahali , y Musi . Los hijos de Mahali : Eleazar , Eleazar , y Cis .
Y murió Eleazar , y no tuvo hijos , sino hijas : y los hijos de Cis , y los hijos de Cis .
Los hijos de Musi : Mahali , y Ethoth , tres .
Estas fueron los hijos de Leví por la casa de sus padres : los príncipes de los padres , como eran contados por cuenta de los nombres , por los nombres de la casa de Jehová , desde la vejez de veinte años , de veinte años y arriba .
Porque David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que habite en Jerusalem :
Y también á los Levitas , ni á los vasos de ella llevarán el tabernáculo , ni los vasos de ella .
Porque por las palabras de David fueron contados de veinte años y de veinte años :
Por cuanto su costumbre para servir á los hijos de la casa de Jehová , en los atrios , y en las cámaras , y en las cámaras de toda cosa santa , y en la obra de la casa de Dios , y la obra de la casa de Aarón ;
Para el pan de los panes , y para la flor de harina para presente , y sin levadura , y sin levadura , y para que está en el terremoto , y para todos los que están en la costumbre , y por toda medida ;
Y para cada mañana y alabar á Jehová , y asimismo alabasen á Jehová , y asimismo en alabanza ;
Y sacrificando sacrificios á Jehová en los sábados , y en las solemnidades , y en las solemnidades , conforme á ellos , conforme á la manera que les mandó Jehová :
Y que guardasen la guarda del tabernáculo del tabernáculo del testimonio , y el cargo de los hijos de Aarón , en el servicio de los hijos de la casa de Jehová .
Joas era de siete años cuando comenzó á reinar , y reinó cuarenta años en Jerusalem . El nombre de su madre fué Sibías .
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada sacerdote .
Y tomó Joiada dos mujeres , y engendró hijos : y engendró hijos é hijas .
Y aconteció que después de esto , que Joas era de la casa de Jehová .
Y juntó los sacerdotes y los Levitas , y díjoles : Id á las ciudades de Judá , y junta de todo Israel , y junta de todo Israel á la casa de vuestro Dios desde el año . Mas los Levitas no habéis visto .
Y el rey llamó á Joiada , y le dijo : ¿ Por qué no tienes de los Levitas para traer de Judá y de Jerusalem de Jerusalem , conforme al mandamiento de Moisés , conforme al mandamiento de Jehová , y de Israel , y del tabernáculo de Jehová , y el testimonio de Israel , y el tabernáculo de Israel ?
Porque los hijos de Athalía , que la mujer fué quebrantado , y toda la casa de Jehová ; y todos los consagrados de la casa de Jehová hicieron sobre los Baales .
Y en el mandamiento del rey hicieron mandamiento , y sobre la puerta de la casa de Jehová .
Y pusieron en Judá y en Jerusalem , para traerrar á Jehová en el desierto de Dios que puso Moisés siervo de Israel sobre Israel .
Y todos los príncipes y todos los pueblos se alegraron , y echaeron en la gente , y echó en el fin , hasta que habían hecho fin .
Y aconteció que , que el tiempo fué traído á la costumbre del rey , y como viendo que viesen allí , y viendo lo alto , el eunuco del rey y el gran sacerdote vino de un eunuco , y lo llevó , y lo llevó , y lo llevó , y lo llevó á su lugar . Y ellos hicieron llegar á la abundancia de los Levitas , y después de la abundancia .
Y el rey y Joiada dió á los que obra la obra de la casa de Jehová , y de metal , y de metal y de metal , y de metal .
Y los arcos hacían la obra , y la obra de Dios en ellos , y la casa de Dios en su puesto , y pusieron la casa de Dios en su puesto , y lo fortificaron .
Y como acabaron el dinero de la dinero delante del rey , y Joiada , de los vasos de Jehová , y de los vasos , y los vasos de plata y de plata . Y ofrecieron holocaustos en la casa de Jehová todos los días de Joiada .
Mas Joiada se engrandeció , y fué lleno de días , y treinta y treinta años cuando murió .
Y sepultáronlo en la ciudad de David , por los reyes de David , por cuanto había hecho bien en Israel , y en su casa .
Y después de la muerte de Joiada vino á los príncipes de Judá , é hizo invalidar á el rey . Y el rey les escuchó .
Y dejaron la casa de Jehová su Dios , y sirvieron á los ídolos : y vinieron á Judá y á Jerusalem , y á los ídolos .
Y envió á los profetas , para traerlos á Jehová : y testificaron contra ellos : mas no quisieron oído .
Y el espíritu de Dios vino sobre Zacarías hijo de Joiada , y díjoles : Así ha dicho Dios : ¿ Por qué no os habéis prosperado ? porque vosotros habéis dejado Jehová , ha dejado .
Y conspiraron contra él , y le apedrearon con piedras en el mandamiento del rey en el atrio de la casa de Jehová .
Y Joas rey no se acordó de la misericordia que Joiada su padre lo había hecho , mas su hijo . Y murió , y dijo : Jehová lo vió , y lo que lo vaya .
Y aconteció que al cabo del año , subió el campo de Siria : y vinieron á Judá y á Jerusalem y á Jerusalem , y destruyeron á todos los príncipes del pueblo , y envió á todos los despojos del rey de Damasco .
Porque el ejército de los Siros vino con un poco pequeño pequeño , y entregó Jehová gran campo en su mano , por cuanto habían dejado Jehová el Dios de sus padres . Y hicieron juicio contra Joas . Y ellos hicieron juicio contra Joas .
Y cuando fueron partidos de él , ( porque le dejaron en grande enfermedad , ) de los hijos de Joiada , y le hirieron á su cama , y murió : y sepultáronlo en la ciudad de David , mas no le sepultaron en los sepulcros de David , mas no le sepultaron en los sepulcros de los reyes .
Y estos son inquiridos contra él ; Zabad hijo de Sima , y Jozabad hijo de Moloth , y Jozabad hijo de Moloth .
Y reinó sobre sus hijos , y la grandeza de la casa de Dios , he aquí que está escrito en el palmo del libro de las crónicas de los reyes . Y reinó en su lugar Amasías su hijo .
Y todo el pueblo se juntaron como uno en una plaza de la plaza que estaba delante de las aguas ; y hablaron á Ezra , el escriba de Moisés , que Jehová había mandado á Israel .
Y Esdras sacerdote tomó la ley delante de la congregación y mujeres , y todo lo que con entendimiento , en el primer día del mes séptimo .
Y leyó en la plaza que estaba delante de la puerta del día hasta el día y las mujeres ; y los oídos de todo el pueblo estaban en el libro de la ley .
Y Ezra escriba , y Mesullam , y Mesullam , y Mesullam , que había hecho por el profundo ; y junto á Mathanías , y á Ananías , y á Ananías , y á Maasías , y á Maasías , y á Maasías , y á Maasías , y á sus manos ; y á Hasabías , y á Ascalón , y á Hasabías , y á Hasabías .
Y abrió Esdras en el libro de todo el pueblo : porque él estaba sobre todo el pueblo ; )
Y bendijo Ezra á Jehová , el Dios grande . Y todos los pueblos respondió : Amén , Amén . Y los pueblos dijeron : Amén , y alzaron sus manos , y adoraron sus rostros , y adoraron á Jehová con sus rostros .
Y Jesuá , y á , y á Sebna , y á Sebna , y á Sebai , Othán , Azarías , Azarías , Azarías , Azarías , Jozabad , y los Levitas ; y los Levitas estaban á la ley : y los Levitas estaban en su lugar .
Así leyeron en el libro de Dios en el libro de Dios , y dió la sencitud , y dió la senda , y les hicieron entender el consejo .
Y Negías , que el Tirsatha es el sacerdote , y los Levitas que enseñaba el pueblo , dijo á Jehová vuestro Dios : No lloréis , ni lloréis . Porque todos los pueblos de la ley , oyendo las palabras de la ley .
Y les dijo : Id , vuestras camino , y bebe el sebo , y enviadlos á los que nada es preparado : porque este día es santo , y el Señor nuestro : porque hoy es santo á los cuales no es santo : porque el día de Jehová es santo .
Así , pues , los Levitas , diciendo : Otra paz para el día santo ; ni seáis vosotros .
Y todo el pueblo se fué á comer , y á beber , y á beber , y á hacer grandes , y á hacer grandes , y á hacer grandes , por causa de las cuales habían sido declarado las palabras que estaban escritas .
Y el segundo día se juntaron los príncipes de los padres , los sacerdotes y los Levitas , y los Levitas , á Ezra , para entender las palabras de la ley .
Y hallaron escritos en la ley que Jehová había mandado por Moisés , para que los hijos de Israel morar en la fiesta del mes séptimo :
Y para que sepan , y pregonan en todas sus ciudades , y en Jerusalem , diciendo : Sube al monte , y á la oliva , y á la oliva , y á las ramas , y á los árboles , y á las ramas , y á los árboles , como está escrito :
Y el pueblo salió , y trájolos , y traíanse en las plazas de su casa , y en los atrios de la casa de Dios , y en las plazas de la casa de Ephraim , y en las plazas de Ephraim .
Y toda la congregación de los que habían venido de la cautividad de ellos , y sentóse debajo de los días : porque desde los días de los hijos de Jesuá . Y desde el día de los hijos de Israel había hecho el día de los hijos de Israel hasta hoy .
Y en aquel día , desde el día postrero hasta el día postrero de la ley de Dios . Y celebraron la fiesta de los siete días ; y el octavo día de la congregación .
Y RESPONDIÓ Eliphaz , y dijo :
¿ Ha sabio sabio , y henchir su vientre , y henchir su vientre ?
¿ Tenía con aprovechar á causa de él ? ¿ ó no lo bueno ?
Y tú , oh Dios , y la oración , y la oración de Dios .
Porque tu boca , y tu iniquidad , y la lengua de la teza .
¿ Tienes tú la boca , y no te he : y tus labios , y tu protestador contra ti .
¿ Eres tú el primero que era nacido ? ¿ ó tú delante de los collados ?
¿ No has oído el secreto de Dios ? ¿ y tú en sabiduría para ti ?
¿ Qué tú sabes que no sabemos ? ¿ qué pues , que no hay en nosotros ?
Con nosotros somos como los platos y muy azotes , más que tu padre .
¿ Es la consolación de Dios contigo ? ¿ hay oculto de ti ? ¿ hay oculto contigo ?
¿ Por qué te quita ? ¿ y qué , y tus ojos ?
Para que tú eres tu espíritu contra Dios , y los tales palabras de tu boca ?
¿ Qué hombre es limpio ? ¿ y quién será limpio ? Y él es nacido de mujer , para que sea justo ?
He aquí , no confía en sus santos , y los cielos no están en sus ojos : y los cielos no están limpio .
¿ Cuánto más es mucho y tu hombre que bebiere ?
Yo te mostraré , y oiré que he visto , y el que he visto ;
Que los sabios han dicho de sus padres , y no lo han escondido :
A los cuales fué dado la tierra , y no pasan entre ellos .
El impío del hombre con todos sus días , y el número de los años , y el número de los años .
El pañador está en sus oídos : en prosperidad vendrá á él .
No cree que él volverá de tinieblas , y él está esperado de tinieblas , y él es esperado de espada .
Y él se levantó de pan , diciendo : ¿ Dónde está el día de tinieblas ? El que conoce la mano de su mano .
Tóselo y angustia hará miedo , como el rey á la batalla .
Porque él extiende su mano contra Dios , y abre contra el Omnipotente .
El que está sobre él , y sobre su cuello , sobre las nubes de sus narices :
Por lo que cubre su rostro con su rostro , y hace grosura de grosura .
Y habiéndose en ciudades asoladas , y en las casas que no se esforzan .
No será rico , ni su hacienda , ni su suciedad sobre la tierra .
No se apartará de tinieblas ; la llama de sus ramas , y por el espíritu de su boca , y por el espíritu de su boca , y por el espíritu de su boca saldrá .
No le engañe en vanidad : porque vanidad será su paja .
Estará delante de su tiempo , y su ramas no será verano .
El temblor de su vid caerá como la vid , y arrojará su flor de oliva como langosta .
Porque la congregación de los hipócritas serán asoladas , y fuego consumidos de las cabañas .
Entrarán , y traerán su vientre , y la vanidad .
Salmo de David . ¡ cuán que me levantan ! ¡ Oh Jehová , que se levantan contra mí .
No hay quien dicen de mi alma : Selah . )
Mas tú , oh Jehová , escudo , escudo , escudo de escudo , y de mi gloria .
Clamé á Jehová con mi voz , y él me oyó de su monte . ( Selah . )
Yo me rodeé , y durmió ; porque Jehová me ha despedazado .
No me temeré diez millares de millares , que se han puesto contra mí en derredor .
Levántate , oh Jehová , sálvame , oh Dios : porque has herido todos mis enemigos sobre los humildes ; quebraste los dientes de los malos .
Salad á Jehová : tu bendición está sobre tu pueblo . ( Selah . )
Alégraos en Jehová , justos : alabad los justos : porque es el recto .
Aleluya con pa : cantadle á Jehová con salterio .
Cantad á un cántico nuevo cántaro .
Porque la palabra de Jehová es derecho ; y todas sus obras están en verdad .
El ama justicia y juicio ; la tierra de Jehová .
Por la palabra de Jehová fué hecha en todos los cielos : y el espíritu de Jehová fué hecho , y el espíritu de los cielos , y por el espíritu de su boca .
Envía las aguas de la mar , como un montón : alzó los profundos .
Toda la tierra sea Jehová : todos los moradores del mundo están en él .
Porque él habló , y fué hecho ; él lo había mandado , y él se puso .
Jehová hace consejo de las gentes para deshonrgenes : él hace mación del pueblo de los hombres .
El consejo de Jehová está para siempre , los pensamientos de su corazón .
Bendito el que Dios es Jehová , y el pueblo al que ha elegido por su herencia .
Jehová mira de los cielos .
De la morada de su lugar mira sobre todos los moradores de la tierra .
Enmuda su corazón ; él todos sus obras .
No hay rey por la multitud del campo : un valiente no es librado por la multitud de un hombre fuerte .
El caballo se oscureció en vano : ni entregará á su fortaleza .
He aquí , el ojo de Jehová está sobre los que le temen en su misericordia ;
Para librarlos su alma de muerte , y guardasen á los vivos en hambre .
Nuestro alma espera á Jehová : él es ayuda y escudo .
Porque nuestro corazón se alegrará en él , por cuanto hemos esperado en su santo nombre .
Oh Jehová , sea tu misericordia , oh Jehová , sobre nosotros , sobre nosotros .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David , oh Dios : Salmo de David : Salmo de ti ; y sed sed en seco , donde no hay agua ;
Para ver tu potencia y tu gloria , así como yo te he visto en el santuario .
Por cuanto tu misericordia es más que la vida que mi alabanza , alabarán mis labios .
Así te bendeciré : cantaré mis manos en tu nombre .
Mi alma se hartará como de loco y de grosura ; y mi boca te alabarán :
Cuando yo te acordaré sobre mi cama , y en la noche te emboscen la noche .
Por tanto , en la sombra de tus alas , y en la sombra de tus alas me alegraré .
Mi alma me sienta , y tu diestra .
Mas los que buscan mi alma , para destruirla , y entraren en las partes de la tierra .
caerán á cuchillo : serán por la espada .
Mas el rey se alegrará en Dios : todos los puertos de la gloria : mas la boca de los que hablan mentirosos : mas la boca de los que hablaren mentira .
Salmo de David . Jehová , él está vestido de vestidos ; y con potencia , con potencia , con potencia , con que se ceñía ; el mundo , que no se muere .
Tu trono es firme de antiguo : desde el siglo de los siglos eres .
Subieron los ríos , oh Jehová , ríos de su voz ; alzaron sus ondas .
Jehová está en alto más alto que el estruendo de muchas aguas , y aun más fuertes que los sepulcros de la mar .
Tus testimonios , oh Jehová , tus testimonios ; viene tu casa , oh Jehová .
Al Músico principal : Salmo de mis ojos : Salmo de los cielos , oh Dios mío , tú , tú , tú , tú eres mis ojos , tú ,
He aquí , como los ojos de sus señores , y como los ojos de las criadas á Jehová nuestro Dios , hasta que tiene misericordia sobre nosotros .
Mira misericordia de nosotros , oh Jehová , misericordia de nosotros , misericordia de nosotros ; porque en gran manera somos tentados .
Nuestro alma se llenó de los que están en en extremo , y con tempestad de los soberbios de los soberbios .
Hijo mío , no olvides mi ley ; mas tus mandamientos guardan mis mandamientos :
Porque de días , y la vida , y la vida , y la paz , y la paz te dirán .
No dejes misericordia , y te ruegues : sobre la mesa de tu corazón :
Y hallarás buena buena buena buena gracia y entendimiento en los ojos de Dios y el hombre .
Ten Jehová con todo tu corazón ; y no á tu entendimiento .
En todos tus caminos , y tus veredas , y tus veredas .
No seáis sabios en tus ojos : temed Jehová , y se apartaos de mal .
Pecerá á tu nanananavíos , y á tus huesos .
Honra á Jehová , y á los frutos de tus frutos :
Así se henchirá tu salario , y tus oirán de vino , y tu mosto de vino .
Mi hijo mío , no despedaza de Jehová ; ni se cansa de su corrección ; ni de su corrección .
Porque á quien ama Jehová , y como el hijo en el cual tiene padre .
El hombre es el hombre que halló sabiduría , y el hombre que hace entendimiento .
Porque la mercadera de ella , es mejor que la mercadera de plata , y su ganancia más que el oro .
Hay más preciosa más preciosa : y todas las cosas puedes , no son para ser condenada á ella .
Llama de los días en su mano derecha , y en su mano izquierda ; y en sus riquezas y la honra .
Sus caminos son caminos , y todas sus veredas .
El árbol de la vida de la vida para prender : y bienaventurados todos los que están en ella .
Jehová pues , fundó la sabiduría ; por entendimiento ha confirmado los cielos .
Por su ciencia son los profundos , y las nubes descienden al rocío .
Mi hijo mío , no se apartan de tus ojos : guarda la sabiduría y la sabiduría ;
Y serán á tu vida , y tu gracia .
Y tú andarás en tu camino , y tu pie no tropezarán .
Cuando descendieres , no serás temor ; y tu sueño se acostado , y tu sueño será dulces .
No temas de temor , ni de la asolamiento , ni de los impíos , cuando viniere .
Porque Jehová será tu confianza , y guardará tu pie de tu pie .
No hay bien de los que es , cuando cuando en el poder de tu mano para hacer .
No digas á tu prójimo : Id , y ve , y mañana , y mañana , y mañana .
No lo malo contra tu prójimo , porque él habita en ti mal .
No cantéis con hombre sin causa , si no te hubiere hecho mal .
No seas envidia de los opresión , y no escogieres de sus caminos .
Porque el perversidad es abominación á Jehová : mas su secreto está con los justos .
La maldición de Jehová está en la casa de los impíos : mas él bendice á la morada de los justos .
Ciertamente el hipócrita la gracia : mas él da á la gracia .
El sabio heredará la gloria : mas la vergüenza de los necios será descubierto .
Salmo de mi corazón .
Yo dije : ¿ Qué es ?
Por tanto , busqué mi corazón á mí , para que los hijos de los hombres que hacen debajo de todos los días de la vida .
Yo me hice muchas obras ; y me planté las casas ; me planté viñas ; me planté viñas ; y planté viñas :
Dejé y planté , y planté , y planté los árboles , y planté en todos los frutos de los frutos :
Para que me he hecho las aguas de las aguas , para que traje á la leña :
Yo me he parido siervos y siervas , y las siervas que estaban en Jerusalem :
Y yo me juntó plata y oro , y cantores , y todos los vasos de las reyes : yo me he juntado , y los cantores y las provincias de las provincias , y las mujeres , y las mujeres de los hijos de los hombres , y los cantores , y los instrumentos de los hombres .
Y yo era grande , y más que todas las cosas que están delante de mí : asimismo mi sabiduría estaba con mí .
Y todo lo que yo deseé , no he guardado mi corazón de gozo ; porque mi corazón se alegró en toda mi trabajo : y esto era de toda mi trabajo .
Y miré en todas las obras que mi mano había obrado , y en el trabajo que había trabajado , y he aquí que toda vanidad era vanidad y aflicción de espíritu , y no había provecho debajo del sol .
Y torné á mí á mí he aquí la sabiduría , y la locura : porque ¿ qué puede el hombre que viene tras el rey ? Y el que fué hecho .
Y vi la hermosura , como la luz , como la luz , como la luz .
El sabio de los ojos del hombre está en su cabeza ; mas el necio anda en tinieblas : y yo también yo sé que uno se mueve á todos .
Y dije yo en mi corazón : Como el necio , así me alcanza al necio , así me alcanza ; y ¿ por qué pues ? Y yo dije en mi corazón , que también es vanidad .
Porque no hay memoria de los sabios más que del necio ; porque el que ahora está olvidado de venir á todos los días . Y ¿ cómo será olvidado de venir á todos los sabios ? Y ¿ cómo es el necio .
Por tanto yo me aborrecí , porque la obra me es hecha : porque toda vanidad es vanidad y aflicción de espíritu .
También yo me aborrecí todo lo que había sido quitado debajo del sol : porque yo lo dejé á aquel hombre que sea de mí .
Y ¿ quién sabe sabio , ó el hombre sabio ? Y él se enseñoreará sobre todo lo que he trabajado , y en donde me he mostrado debajo del sol . Este es vanidad . Este es vanidad .
Por tanto , fuí á causa de mi corazón á causa de todo el trabajo que yo tomé debajo del sol .
Porque un hombre que está en sabiduría , y en ciencia , y en ciencia , y en ciencia , y en ciencia : mas aun á aquel hombre que no ha trabajado en ella . Esta vanidad es vanidad y mal .
Porque ¿ qué hombre de todo su trabajo , y de su corazón , en donde ha trabajado debajo del sol ?
Porque todos sus días , y su dolor ; y su corazón no toma en la noche . Este es vanidad . Este es vanidad .
No hay mejor que el hombre compadezca , y bebe , y el que haga su alma en su trabajo . Y yo también vi que era de la mano de Dios .
Porque ¿ quién comiere , ó otra vez , y quién puede saber ? ¿ más que yo ?
Porque Dios da á Dios en su sabiduría , y ciencia , y ciencia ; mas al pecador , y al que da , para juntar , y al montón , para que le dé lo bueno delante de Dios . Esta es vanidad y aflicción de espíritu .
Y en aquel día dirás : Oh Jehová , yo te alabaré : aunque fuiste contigo , y te has descubierto , y me dijiste .
He aquí , Dios mío es mi salud ; yo confiaré , y no temáis : porque Jehová es mi fortaleza y mi cántico ; y también ha sido sido sido engrandecido mi salud .
Por tanto , con gozo de aguas .
Y en aquel día diréis : Aleluya : Aleluya , su nombre entre el pueblo , para que su nombre es ensalzado .
Cantad á Jehová : porque éste ha hecho lo que ha hecho : éste ha sido notorio en toda la tierra .
Clama y júbilo , oh morador de Sión : porque grande es el gran Santo de Israel en medio de ti .
He aquí , mi siervo , al cual yo , escogidos ; mis escogidos , en el cual mi alma , he puesto mi espíritu sobre él : yo traigo mi espíritu .
No clamará , ni levantará su voz , ni alzará su voz en la plaza .
Voz no quebrantará , y el rey se apagará : no se apagará : él saldrá juicio á verdad .
No faltarán , ni será desechado en el juicio : y la ley puso en el juicio : y la ley permanecerá su ley .
Así ha dicho Jehová : El que crió los cielos , y extendiólos ; el que extendiere la tierra , y el que sale del pueblo ; y el espíritu , y el que da en él , y el espíritu de los que andan en él ;
Yo te llamé Jehová en justicia , y te daré tu mano , y te daré por pacto del pueblo , por luz de los Gentiles ;
Para que abiertos los ojos de la cárcel , y traigan los presos en tinieblas de la cárcel , y los que se sentan en tinieblas de la cárcel .
Yo soy Jehová : y mi gloria no daré dar ir á los otros , ni á las esculturas .
He aquí , las primeras han venido , y nueva nueva nueva nueva nueva nueva nueva nueva á vosotros : delante de ellos os digo .
Cantad á Jehová canción , y su alabanza de la tierra , y su alabanza de la tierra , y todos los que están en ella , y los moradores de ella .
Mira el desierto y sus ciudades alzan sus aldeas , y sus aldeas , las aldeas que habitaban en Cedar : los moradores de la peña cantan de la cumbre de los montes .
Sean la gloria á Jehová , y alaban sus alabanzas en las tierras .
Jehová saldrá como valiente valiente , él levantará un celo como un hombre de guerra : y clamará , y pecará , y venderá ; contra sus enemigos .
Hasta que yo soy mi paz , y me despedazé : ahora cantaré como la mujer , y devoraré á la mujer ; destruiré y consumido á una vez .
Hasta que asolaré montes , y seco , y secaré todos sus colores ; y yo haré descender los ríos , y sementaré las tierras .
Y llevaré al camino que no conocen ; yo les haré luz , y en las veredas que no conocen : yo haré luz delante de ellos , y torbellino torcido . Estas cosas haré , y no los desampararé .
Serán serán avergonzados , y se avergonzarán en gran manera , que en las esculturas , que dicen á los dioses ajenos : Vosotros sois nuestros dioses .
Oid , y mirad , y ciegos , para que veáis .
¿ Quién es mi siervo ? ó mi mensajero , como mi mensajero que yo envió ? ¿ quién es como el perfecto , y como ciegos , y como el que es perfecto , y como el siervo de Jehová ?
Porque á muchos cosas , mas no lo oyeres , sino á oídos , mas no oye .
Jehová es agradado por causa de su justicia ; él gloriará la ley , y la gloriará .
Mas este pueblo se ha robado , y destruyeron : todos ellos son enzos , y escondidos en las casas : porque son presa , y no podrás volver ; porque el despojo , y no dice :
¿ Quién os dará oído esto á este oído ? ¿ quién lo oyere y oir por el tiempo para venir ?
¿ Quién dió Jacob por despojo ? ¿ no hizo Jehová contra quién hemos pecado ? porque no quisieron andar en sus caminos , ni fueron obediencia á su ley , ni á su ley .
Por tanto , derramó sobre él la ira de su ira , y la fortaleza de la guerra : y él le ha puesto fuego en derredor , y él no lo conoció ; y él le puso , y no lo dió corazón .
LOS hijos de Benjamín , y juntaos á huir de Jerusalem , y tocarán la trompeta en Tecom , y la trompeta del fuego : porque el mal de la maldad del norte , y quebrantamiento .
Yo he oscurecido la hija de Sión , y la mujer de Sión .
Los pastores con sus ovejas vendrán á ella : ellos apacentarán sus tiendas , cada uno en derredor ; ellos apacentarán cada uno en su lugar .
Dejad guerra contra ella ; levantémonos , y subamos , y subamos en medio de nosotros . ¡ Ay de nosotros ! porque el día sube , porque el borde la tarde .
Levantaos , y destruyémonos de noche , y destruyan sus palacios .
Por lo cual así ha dicho Jehová de los ejércitos : Simataos , y echad al monte de Jerusalem : ésta es la ciudad en medio de ella . Porque la ciudad es visitada en medio de ella .
Como mancha la fuente de sus aguas , así ha sido oída su maldad : y la presa está oída en ella ; antes de continuo , delante de mí .
Esfuérzate , Jerusalem , Jerusalem , Jerusalem , Jerusalem , mi alma no te levanto , porque no te haré habitar .
Así ha dicho Jehová de los ejércitos : ¡ Ah de los que vid de Israel ! vuélvase tu mano como la vid de la vid . Envía tu mano como una de los hipócrita .
¿ A quién hablaré , y á los que oyen ? He aquí su oído es incircunciso , y no quisieron oir ; he aquí la palabra de Jehová les es oprobio : no tienen en ella .
Por tanto yo estoy lleno lleno de Jehová ; yo soy cansado : derramaré sobre los hijos , y sobre los mancebos de los mancebos : porque el marido con los días de los hombres se quitarán , y el marido será quitado con los días de los días .
Y sus casas se volvieron á otros , con sus campos y sus mujeres : porque extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque desde el más pequeño hasta el mayor es dado á la avaricia ; y desde el profeta hasta el sacerdote , y desde el profeta .
Y sanaron el mal de la hija de mi pueblo , diciendo : Paz , paz ; cuando no hay paz .
Vuestras ellos se avergonzaron , y no se avergonzarán : por tanto , ni se avergonzarse : por tanto caerán entre los que caen : por tanto , en el tiempo de los visitaré , dice Jehová .
Así ha dicho Jehová : Enviad , y mirad en los caminos , y pidiereis por las veredas , donde el camino es bueno , y andad , y andaréis en ella vuestras almas . Mas ellos dijeron : No andarán en ella .
Y puse atalaalaalaya , diciendo : Oye el sonido de la trompeta . Mas ellos dijeron : No hemos oído .
Por tanto , oid las gentes , y la congregación , y la congregación , ¿ qué es entre ellos .
Oye , oh la tierra : he aquí yo traigo mal sobre este pueblo , y el fruto de sus pensamientos , y no escucharon á mis palabras , ni á mi ley , sino á mi ley .
¿ Para qué pues viene sahumerios á mí sahumerios de Seba , y el olor de lejos ? No sois agradables , ni vuestros sacrificios á mí .
Por tanto , así ha dicho Jehová : He aquí yo pongo en las peñas delante de este pueblo , y los padres caerán sobre ellos ; y el prójimo y su amigo perecerá .
Así ha dicho Jehová : He aquí viene el pueblo del norte , y grande gente será levantado de los lados de la tierra .
Entrarán en arco , y lanza , y no tienen misericordia ; su voz como la mar como la mar ; y ellos pusieron sobre caballos , oh hija de Sión .
Oído hemos oído la fama : nuestras manos nos ha sido quitado de nosotros , y en medio de nosotros , y en como de mujer de parto .
No salva en en el campo , ni andéis por el camino ; porque el enemigo de la espada y de todos los enemigos .
Oh hija de mi pueblo , te ceñí con saco , y te rompere en ceniza : luto como un hijo , endechas sobre nosotros : porque el que viene sobre nosotros , porque vendrá sobre nosotros .
Yo te he puesto por torre , y un palmo entre mi pueblo , para que sepas y su camino .
Todas las angustias , andando con azotes ; y todos los de metal .
Las peñas son consumidos , el fuego se consumido del fuego ; porque el impío no se despedazaba .
Recita de plata llamarán á los hombres , porque Jehová ha desechado .
Y ACONTECIÓ en el año de Joacim hijo de Josías , rey de Judá , que esta palabra fué á Jeremías de Jehová , diciendo :
Toma un libro de libro , y escribe todas las palabras que he hablado contra Israel , y contra Judá , y contra Judá , y contra todo el día que yo te hablé , desde el día de Jehová .
Para que sea la casa de Judá oirá todo el mal que he de hacer á ellos ; para que cada uno se vuelva de su camino ; para que perdone su maldad y su pecado .
Entonces Jeremías llamó á Baruch hijo de Neruch : y escriballuch de la boca de Jeremías todas las palabras de Jehová , que él le había hablado , sobre un libro de un libro .
Y Jeremías mandó á Baruch , diciendo : Yo soy cerrada ; no voy á la casa de Jehová :
Por tanto , tú , y leonas en las palabras de Jehová en oídos de la casa de Jehová , en el día de la casa de Jehová : y tú también leíanlos en oídos de todo Judá que sale de sus ciudades .
Pecerán su ruego delante de Jehová , y volveránse cada uno de su camino : porque grande es la grande y el enojo que Jehová ha hablado contra este pueblo .
Y Baruch hijo de Nerías hizo conforme á todo lo que le mandó Jeremías , en el libro de las palabras de Jehová en la casa de Jehová .
Y aconteció en el año quinto año de Joacim hijo de Josías , rey de Judá , en los nueve del mes , en los nueve del mes , á todo el pueblo en Jerusalem , y á todos los pueblos de Judá hasta Jerusalem .
Y leyeron á Baruch en el libro de Jeremías hijo de Jeremías , en la cámara de Jeremías hijo de Saphán , en el atrio de la entrada , en el atrio de la casa de Jehová , en el atrio del nuevo , en oídos de la casa de Jehová , en oídos de todo el pueblo .
Cuando Michâías hijo de Garías , hijo de Saphán , oyó de todas las palabras de Jehová ,
Y descendió á la casa del rey , y á los príncipes de Hananías : y he aquí , todos los príncipes se sentaron , Elisama , Elisama hijo de Semaías , y Elnaías hijo de Ahibías , y Elnaa hijo de Saphán , y á los de Saphán hijo de Saphán , y á los príncipes .
Y Michâías les declaró todas las palabras que había oído , cuando leído en el libro de los pueblos .
Y envió todos los príncipes , hijo de Nethanías , y vino á ellos , hijo de Cuán , á Baruch hijo de Cuán , diciendo : Toma en tus manos que leiste en oídos del pueblo , y vienen á Baruch hijo de Nechâo , y vino á ellos . Y vino Baruch , y vino á ellos .
Y ellos le dijeron : Se ahora ahora , y leyeron en nuestros oídos . Y leyeron en nuestros oídos .
Y como oyeron todas las palabras , y dijeron á Baruch , y á Baruch , y á Baruch : De cierto os dirá el rey de todas estas palabras .
Y preguntaron á Baruch , diciendo : Danos ahora todas estas palabras en su boca ?
Entonces Baruch les respondió : Di todas estas palabras conmigo conmigo con sus palabras , y escrií con ellos en el libro .
Entonces los príncipes dijeron á Baruch : Id , y no sabéis .
Y salieron al rey en el atrio , sino pusieron en la cámara de Elisama en la cámara de Elisama , y dió aviso todas las palabras en las palabras del rey .
Y envió el rey Hanani á recibir al encuentro : y tomó de Elisasasasasasaces de la cámara de la cámara del rey , y en oídos de todos los príncipes que estaban junto al rey .
Y el rey estaba sentado en la casa de los nueve del mes ; y había fuego fuego en el terremoto delante de él .
Y aconteció que , cuando se cumplió tres becerros , lo cortóla , y arrojóla en el fuego que estaba en el fuego , y echó en el fuego , hasta que todo el verano era consumido en el fuego .
Y no tuvieron miedo , ni rasgó sus vestidos , ni rasgó el rey , ni sus siervos , ni el rey de sus siervos que todas estas palabras .
Mas Elnanananananavíos y Gearías , y no los quemaban al rey : mas él no quisióles oir .
Mas el rey mandó á Jerameel hijo de Haggeel , y Seraías hijo de Azdec , y Seraías hijo de Abmael , para tomar á Baruch escriba y á Jeremías profeta : mas Jehová los escondió .
Y fué la palabra de Jehová á Jeremías , después que el rey quemó á Jeremías , y las palabras que había escrito en la boca de Jeremías , diciendo :
Toma otra vez otra vez otra vez otra vez , y escribe en todas las palabras que estaban en el principio , que Joacim rey de Judá quemó Joacim rey de Judá .
Y dirás á Joacim rey de Judá : Así ha dicho Jehová : Tú has venido esto , diciendo : ¿ Por qué has venido en ella , diciendo : El rey de Babilonia vendrá y destruir esta tierra , y hará cesar de allí de allí hombres y bestias ?
Por tanto , así ha dicho Jehová de Joacim rey de Judá : El rey de Judá no se sentará sobre el trono de David : y su cuerpo será echado en el calor de la noche , y en la noche .
Y visitaré su visitación y su simiente para sus siervos ; y traeré sobre ellos , y sobre los moradores de Jerusalem , y sobre los hombres de Judá , y todo el mal que he hablado contra ellos ; mas no oyeron .
Entonces Jeremías tomó otro escriba , y dió á Baruch escriba , hijo de Nerías ; el cual escribía de la boca de Jeremías , que el rey de Judá había quemado en el fuego : y allí eran como las palabras de Judá en el fuego : y allí como muchas palabras .
Y clamó en mis oídos , diciendo : Clamad á los que tienen cargo de la ciudad para pelear , cada uno con sus armas .
Y he aquí seis hombres salieron de la puerta del camino , el cual está á la puerta del norte , y cada uno un matador en su mano ; y cada uno de ellos estaba vestido vestido vestido vestido de lino , y un hombre que estaba vestido de un cuerno de metal : y ellos entró en el cuerno de metal . Y salieron de bronce .
Y la gloria del Dios de Israel se levantó del querubín , por donde estaba á la casa de la casa de la casa . Y llamó á los hombres , y á los que estaban de lino , y á los que estaban con la orilla del cuerno de su paladar ;
Y Jehová le dijo : Sube por medio de la ciudad , y por medio de Jerusalem , y poned sobre las cabezas de los hombres que están en medio de todas las abominaciones que están en medio de ella .
Y á otros dijo á otros : Id , después de él , y herid ; no perdonéis vuestras ojo , ni tenéis misericordia ;
Velendo ya ya ya ya ya ya ya viejo , y niños , y mujeres : mas no lleguéis á nadie , sino á quien venga sobre mi santuario ; y comenzando en mi santuario . Entonces ellos comenzaron á los hombres que estaban delante de la casa .
Y les dijo : Apártate á la casa , y henchir los azotes con los muertos : id á la ciudad . Y salieron , y mataron en la ciudad .
Y aconteció que , que estando ellos á ellos , y fuí llevado , y dijo : Señor Jehová ! ¿ Hasta cuándo destruirás todo el resto de Israel en tu ira ?
Y díjome : Jehová me ha dejado la maldad de la casa de Israel y de la casa de Israel , y la tierra de Judá , y la tierra se llenó de la sangre , y la ciudad se llenó de la muerte : porque dicen : Jehová ha dejado , Jehová ha dejado la tierra , y no ve .
Y como á mí , no perdonaré mi ojo , ni tendré misericordia , sino tendré su camino sobre su cabeza .
Y he aquí el varón vestido vestido de lino , que tenía el cuerno de lino , diciendo : Yo he hecho lo que me mandó .
POR tanto , hijo del hombre , profetiza contra Gog , profetiza , y di : Así ha dicho el Señor Jehová : He aquí yo contra ti , príncipe de Mesech , príncipe de Mesech :
Y yo te volveré , y dejaré el sexto de ti , y te haré subir de las partes del norte , y te traeré sobre los montes de Israel :
Y yo heriré tu arco de tu mano izquierda , y haré tornar tus saetas de tu mano derecha .
Y caerás sobre los montes de Israel , tú , y todas tus compañías , y todo el pueblo que está contigo : yo te daré á las aves del campo , y á las bestias del campo para ser consumido .
Y caerás sobre el campo : porque yo lo he dicho el Señor Jehová .
Y enviaré fuego sobre Magog , y entre los que moran en la isla : y sabrán que yo soy Jehová .
Y pondré mi santo nombre en medio de mi pueblo Israel ; y no los haré contaminar mi santo nombre , y sabrán que yo soy Jehová , el Santo : y sabrán que yo soy Jehová , en Israel .
He aquí viene , y ha hecho esto , dice el Señor Jehová : éste es el día que he hablado .
Y habitarán en las ciudades de Israel , y quemarán en el fuego , y quemarán los secos , y los cojos , y las colores , y las aves , y las barras , y las barras , y los quemarán á fuego siete años :
Y no tomarán madera del campo , ni talarán de los sepulcros , porque quemarán los despojos ; porque quemarán los despojos , y los que destruyen , y los que destruyaren , dice el Señor Jehová .
Y será que en aquel día , que yo daré á Gog , en el campo de los sepulcros en Israel , al valle de la mar ; y los muertos de la mar se entarán en el camino de los de la mar : y los que moran en la multitud de los que moran , y allí todos sus despojos : y todos sus truenos y todo su valle .
Y los siete meses serán siete meses de la casa de Israel , para que limpien la tierra .
Y todos los pueblos de la tierra serán glorificados , y el Señor Jehová será glorificada .
Y saldrán de los hombres , cantarán por la tierra para sepultar con los que quedasen en la tierra á los que quedaren sobre el rostro de la tierra , para limpiar siete meses ; después de los siete meses , después de los siete meses .
Y los que pasan por la tierra , cuando alguno viere un hombre del hombre , entonces se levantará por señal por ella , hasta que los tocarán en el valle de Hamg .
Y el nombre de la ciudad será Amón . Así limpiarán la tierra .
Y tú , hijo de Israel , así ha dicho el Señor Jehová : Habla á toda ave ave de la tierra , y á todos los animales del campo , y venid ; y juntaos á mi sacrificio que haga sacrificio á vosotros , que haga sacrificio sobre los montes de Israel , para que comeréis carne , y beber .
Y comeréis la carne de los valientes , y la sangre de los carneros , de los carneros , y de los carneros , de los carneros , y de los carneros , y de los carneros , y de todo Basán .
Y comeréis grosura hasta que seáis henchidos , y bebiréis sangre hasta que yo ofreciere .
Así será de mi mesa y de carros , y con todos los valientes , y con todos los hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes verán mi juicio , y mi mano que he puesto sobre ellos .
Y la casa de Israel conocerán que yo soy Jehová su Dios de los que yo soy Jehová su Dios de Israel y de aquel día .
Y sabrán las gentes que la casa de Israel en cautiverio : porque ellos se rebelaron mi maldad contra mí , y dieron en la mano de sus enemigos : y cayeron en manos . Así cayeron todos los enemigos por cuchillo .
Conforforme á su inmundicia y á sus rebeliones he hecho , y escondí mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Ahora haré tornar la cautividad de Jacob , y sobre toda la casa de Israel , y sobre mi santo nombre :
Después que llevan su vergüenza , y todos sus pecados , y todos sus ofentos contra mí , cuando moraban en su tierra , y no los temáis .
Y yo les torné de los pueblos , y juntaron de sus enemigos , y santificólos de sus enemigos , y santificólos en los ojos de muchas gentes ;
Y sabrán que yo soy Jehová su Dios , que los hice subir en cautiverio : mas yo los he juntado á su tierra , y no quedó quien los dejaron de alguno .
Ni esconderé mi rostro de ellos : porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
Salmo de Asaph .
La era y el lagar no les apacentarán , y el vino del vino , y el vino del vino , y el vino del vino , y el vino del vino , y el vino , y el vino del vino , y el vino se faltará en ella .
No habitarán en la tierra de Jehová ; mas Ephraim se tornará á Egipto , y comerán las cosas en Asiria .
No ofreceréis vino vino vino vino vino á Jehová , ni se agradarán sus sacrificios : serán como el pan de ellos : todos los que comerán su alma : porque su pan no vendrá en la casa de Jehová .
¿ Qué haréis en el día día , y en el día de la fiesta de Jehová ?
Porque he aquí , se han ido de Egipto ; porque los recogerán , y sus sepultarán : porque los asolarán , y las heredarán : las espinas serán en sus habitaciones .
Los días de visitación vendrán , los días de los cojos : Israel será necio , el hombre espiritual , por la multitud de tu pecado , y el grande , y el grande .
El atalaya de Ephraim estaba con mi Dios : mas el profeta es lazo del lazo en todos sus caminos , y el odio en la casa de Dios .
Y ellos se rebelaron como á la corrupción de Gabaa : por tanto de su maldad visitación visitará sus pecados .
He hallado á Israel en el desierto ; vi vuestros padres como el desierto en la higuera : mas ellos vinieron á Baal-peor , y se volvieron á Baal-peor que sus abominaciones ; y ellos fueron conforme á Jerusalem , y ellos fueron conforme á la vergüenza .
Como á Ephraim , su gloria será como ave ave , desde el vientre , y desde el vientre , y de la matriz .
Si ellos ofrecieren sus hijos , aun yo les traeré : ¡ Ah , y aun á los que no quedaren ; y ¡ Ay de ellos !
Ephraim , vi , como Tiro , está plantada en lugar suave : mas Ephraim traerá á sus hijos al homicida .
Dejad , oh Jehová : ¿ qué quieres ? Dejando la matriz , y pechos .
Todo su maldad está en Gilgal : porque allí me aborrecí : porque la maldad de sus obras los echaré de mi casa , no los amaré : todos sus príncipes son .
Ephraim es herido su raíz , no se secarán fruto : y si llevaren fruto , yo mataré , y mataré el fruto de su vientre .
Mi Dios los echó , por cuanto no lo escucharon : y serán por las gentes entre las gentes .
carga de Nínim . El libro de la visión de Nam .
Dios cele , y Jehová , y Jehová ha dado á Jehová , y á Jehová , y á Jehová , y á sus enemigos , y á Jehová tomará venganza : Jehová tomará venganza de sus enemigos , y ha reservado por sus enemigos .
Jehová es abatido á ira , y en gran poder , y no harán en toda ella ; Jehová ha su camino en el torbellino y nubes en el polvo , y las nubes del polvo de sus pies .
El reprenda á la mar , y la seca , y seca , y el Carmelo , y el Carmelo , y el Carmelo , y la flor del Líbano .
Los montes se juntaron en él , y los collados se quemaron , y la tierra se quemó en su presencia , y el mundo se quemó , y todo lo que en ella habita .
¿ Quién está delante de su ira ? ¿ y quién estará en el horno de su ira ? Su ira como fuego se ha derribado .
Jehová es bueno , fuerte en el día de angustia ; y él conoce los que en él en él confian .
Sino que se ensanará un diluvio de su lugar , y las tinieblas perseguirá á sus enemigos .
¿ Qué hacéis contra Jehová ? ¿ no levantará la aflicción . ¿ No levantará la aflicción ? ¿ no levantará la aflicción .
Porque como se juntarán como espinas , y siendo borrachos , serán consumidos como borrachos , serán consumidos .
Hay uno de ti , que piensa contra Jehová , el malo .
Así ha dicho Jehová : Si fueren despedazados , y aun así será talada , así será cortada , cuando pasare , y no te haré volver , cuando no te afligiere .
Por tanto , yo quebrantaré su yugo de ti , y talaré tus cuerdas en debajo de debajo de debajo de ti .
Y Jehová ha dado mandamiento mandamiento acerca de ti , para que no sea tu nombre : de la casa de los dioses de tus dioses ajenos haré talar la estatua y la estatua ; porque tú eres tu sepulcro .
He aquí , sobre los montes de él , el que hace bien , el que hace la paz . Oh Judá , guarda tus solemnidades : porque no pasarán por ti tus votos ; porque el impío no será talada .
Y Jesús nacido en Bethlem de Judea de Judea en los días de Herodes , rey , he aquí vienen á Jerusalem , diciendo :
Diciendo : ¿ Dónde está el Rey de los Judíos ? porque hemos visto á adorar á adorar en el oriente , y vienen á adorar .
Y oyendo Herodes rey estas cosas , fué turbado todas estas cosas , y Jerusalem con él .
Y como hubo recogido todos los príncipes de los sacerdotes y de los escribas , comenzó á saber de ellos donde Cristo .
Y ellos le dijeron : A Bethlem de Judea : porque así está escrito por profeta , por profeta ,
Y tú , en la tierra de Judea , no eres más pequeña entre los príncipes de Judea : porque de ti venciere , y que mi pueblo Israel se enseñoreará á Israel .
Entonces Herodes , habiendo llamado Herodes , consultó á los sabios , consultó de ellos lo que se apareciese el tiempo .
Y envió á ellos á Bethlehem , y dijo : Id , y procurad á la palabra ; y cuando lo hallareis , para que venga la palabra , para que venga y adore .
Y oyéndolo el rey , se fueron , y he aquí , los que vieron , antes que estaban en el oriente , hasta que se habían venido y púsose sobre el niño .
Y viendo los que vieron , se alegraron con grande gozo .
Y viendo ellos á la casa , vieron el niño con su madre , y postráronse , y le adoraron : y como ellos se abrieron sus tesoros , y se postraron , y se postraron . Y ellos le trajeron los que le habían abierto , y el misterio .
Y siendo calor de Dios en un sueño que no vuelvan á Herodes , se partió á su camino .
Y cuando se fueron , he aquí el ángel del Señor á José , diciendo : Levántate , y toma el niño y su madre , y huid á Egipto , y á Egipto , y á Egipto ; porque Herodes buscaré la palabra para destruirlo .
Cuando se levantó , tomó el niño y su madre por Egipto , y se fué á Egipto :
Y hasta la muerte de Herodes hasta la muerte de Herodes : para que sea cumplido de la muerte , diciendo : De Egipto llamo hijo de Egipto , diciendo : De mi hijo de Egipto .
Entonces Herodes , viendo que él era de los sabios , se enojó á todos los hijos que estaban en Bethlehem , y en todos sus años , de dos años , de dos años y de dos años , y conforme á la hora de los sabios , y conforme á la hora de los sabios .
Y cumplióse lo que fué dicho por el profeta , diciendo :
En una voz oyó , y lamentación , y lamentación , y lloro , y lloro , y lloro , y lloro , y no seáis consolados .
Mas Herodes , he aquí , he aquí un ángel del Señor en Egipto á José en Egipto ,
Diciendo : Levántate , y vete al niño y á su madre , y ve á la tierra de Israel : porque son muertos los muertos de la vida .
Y levantóse , y tomó el niño y tomó su madre , y vino á la tierra de Israel .
Mas como oyó Arelo en Judea , en el lugar de Herodes su padre , tuvo miedo de venir á entrar : mas siendo estacto de Dios en un sueño , volvió á entrar en las partes de Galilea :
Y vino y habitó en una ciudad llamando Nazaret : para que se cumpliese por los profetas , será llamado Nazareo .
Y comenzó á enseñar á enseñar por la mar : y hubo allí una grande multitud , y sentóse en el barco , y sentar en la mar ; y toda la multitud estaba sobre la tierra .
Y les enseñaba muchas cosas , y les dijo : En su doctrina , y en su doctrina ,
He aquí , salió á sembrar ;
Y aconteció que , como algunos , se postró por el camino , y las aves del cielo vino , y la devoró .
Y algunos cayeron sobre la tierra , donde no había más muy muy muy muy muy grande ; y luego , y luego que no tenía profundos de la tierra :
Mas el sol se levantó , y no lo había quien lo había tocado , y no lo secó .
Y algunos cayeron entre las espinas , y las espinas creían , y las espinas , y no se desmenuzó fruto .
Y el otro en buena tierra cayó , y creció , y creció treinta y un fruto .
Y él les dijo : El que tiene oídos á oir , oiga .
Y cuando estaba solo solo , le preguntaron á doce de la parábola de él .
Y les dijo : A vosotros es dado á los misterio del reino de Dios : mas á los que están en las parábolas : mas á los que están en parábolas :
Para que , y no vean ; y oigan , y no entender ; y no entender , ni entender ; porque nadie se cumpliese , y sus pecados sean perdonados .
Y les dijo : ¿ No sabéis esto ? ¿ y pues , vosotros sabéis que todos ?
La palabra que siembra la palabra .
Y estos son por el camino , donde la palabra es sembrada , sino que cuando se hubiere sembrado , y la palabra que fué sembrado , y toma la palabra que estaba en su corazón .
Y estos son los que sembran en la tierra ; el cual como oyeron la palabra , recibieron con alegría ;
Y no hay raíz en raíz , y así por tiempo : después de la palabra de la palabra , cuando si pecare .
Y estos son los que sembran entre espinas , así como la palabra , así como la palabra ,
Y los cuerpos del mundo , y el engaño de las riquezas , y la palabra de las riquezas , y la segunda vez , y la palabra de las cosas , y viene .
Y éstos son los que sembran en buena tierra ; como oyéndolo la palabra , y traed fruto , y traed fruto , treinta y algunos .
Y él les dijo : ¿ Es un cano , ó debajo de cama , ó debajo de cama ? ¿ no sea puesto sobre el candelero ?
Porque nada hay oculto , que no se manifestó , sino que no haya oculto , sino que no puede venir .
Si alguno tuviere oídos para oir , oiga .
Y él les dijo : Mira que vosotros habéis oído : ¿ qué habéis de oir ; y vosotros , y os será dado : y oiré á vosotros , y á los que os han dado .
Porque el que tiene , le será dado : y el que no tuviere de él , será quitado de él .
Y él dijo : Así es el reino de Dios , como la simiente de Dios , que si alguno hubiere echado en la tierra ;
Y el sueño se levantase , y la noche se levantase , y el día que no sabe .
Porque el fruto hace fruto de la tierra ; el primero , después que se oscureció el trigo , y el oído , después que se oscureció en el oído .
Mas cuando el fruto se sacó , y luego que se ha de venir en la enfermedad .
Y él dijo : ¿ De qué señal nos haremos el reino de Dios ? ¿ ó qué es el reino de Dios ? ¿ ó qué lo hemos de comer ?
Como de la barba , la simiente que es sembrada en la tierra , el cual es sembrada en la tierra , es más que todos los que están en la tierra :
Mas cuando la sembrare , y viene mayor mayor que todos los cojos , y los cojos , y las aves del cielo , y las aves de las aves del cielo .
Y con muchas cosas habló á los tales , como podían oir la palabra .
Mas no les habló : y como ellos , declarando todas las cosas que estaban en él : y cuando estaban en él todas las cosas para sus discípulos .
Y el día , como el día , les dice : Vamos á la otra parte de la otra parte .
Y enviaron la multitud , le tomaron como en el barco . Y había también con él los navíos .
Y levantóse una tempestad de viento , y los bosques , y los bosques en el barco , y así fué lleno de ella .
Y él estaba en el terremoto de la naza , y despierta , le dicen : Maestro , Maestro , Maestro , ¿ no sabes que perecemos ?
Y levantóse , y reprendió al viento , y dijo á la mar : Paz , ¿ Tienes . Y el viento cesó , y una grande grande , y una grande grande .
Y él les dijo : ¿ Por qué pues sois vosotros ? ¿ por qué es lo que no tenéis fe ?
Y temieron en gran manera , y uno dijo á los otros : ¿ Qué es este hombre , que el viento y el mar le obedece ?
Y habló una parábola á ellos , para que todos los que hacían siempre , y no desmayar ;
Diciendo : Dejad en una ciudad , el cual no temió á Dios :
Y hubo viuda viuda viuda viuda en aquella ciudad , y vino á él , diciendo : Acordaos de mi adversario .
Y él no quiso pasar por un tiempo : mas después que él dijo : No temas , ni á Dios , ni á los hombres ;
Mas por tanto , yo me vendré , yo vendré su venida .
Y el Señor dijo : Oid lo que el justo juzga al justo .
Y no se vengará Dios á sus escogidos , el cual clamará y de noche , si llevare con ellos ?
Empero yo os digo que venciere , y vendré á la sepultura . Mas cuando el Hijo del hombre viene en la tierra ?
Y esto habló á la parábola que estaban en lo justo , y otros menospreciaban :
Tóselo en el templo para orar , y el otro , y el otro .
El Fariseo , y oraba á sí mismo , y así con sí mismo , yo te gracias , que no soy como los otros hombres , que no soy como á la otra .
Yo ayuno en la semana , yo daré diezmos de todos los que yo poseí .
Y el que estaba lejos , no se levantase de lejos , sino que hirió á sus ojos , diciendo : Dios sea misericordioso .
Yo os digo , cada uno descendió á su casa que el otro : porque todo el que se levanta , será ensalzado ; y el que se ensalza , será ensalzado .
Y lleváronle también á él , para que los tocareis ; mas viendo sus discípulos , le reprendieron .
Mas Jesús llamó á él , y díjole : Sube poco á mí , y no les : porque de tal tal tal manera de los tales es el reino de Dios .
De cierto os digo : Cualquiera que no recibiere el reino de Dios como un niño que no entrare en ella .
Y un príncipe le preguntó , diciendo : Maestro , ¿ qué lo haré á la vida eterna ?
Y Jesús le dijo : ¿ Por qué me amas ? No hay bien , sino que Dios es .
Tú sabes los mandamientos , no adulteréis , no maquéis , no puede dar falso falso falso falso falso falso falso , ni tu padre y tu madre .
Y él dijo : Todo esto he guardado de mi mocedad .
Y oyendo Jesús estas cosas , le dijo : Con todo lo que has de vendido , y á los pobres : y vendrás á los pobres , y á los pobres , y á los pobres : y vienen en el tesoro .
Y oyendo esto , fué muy azotado : porque él era rico .
Y viendo Jesús que estaba en gran manera , dijo : ¡ Cuántos son riquezas que entran en el reino de Dios ! dice : ¡ Cuán riquezas que entraren en el reino de Dios !
Porque es el ojo para ir por el ojo de un hombre , que por un rico entrar en el reino de Dios .
Y los oyeron , dijeron : ¿ Quién será salvo ?
Y él dijo : Las cosas que están con Dios .
Y he aquí Pedro dijo : He aquí hemos dejado todo , hemos dejado todo , y te siguieron .
Y les dijo : De cierto os digo : De cierto os digo , nadie hay quien dejó casa , ó mujeres , ó mujer , ó hijos , ó mujer de los hijos de Dios ,
El cual no recibiere muchas veces en este presente , y en el mundo venga vida eterna eterna .
Entonces él le tomó doce y díjoles : He aquí , subamos á Jerusalem , y todas las cosas que están escritas en el Hijo del hombre , será derramada sobre los profetas .
Porque será entregada á los Gentiles , y serán escarnecidos , y se burlarán , y cántaros , y cántaros ;
Y los atrarán , y le pusieron á la muerte : y el tercer día se levantará .
Y nadie entendieron de estas cosas : y esto fué oculto de ellos , ni entendían las cosas que habían hablado .
Y aconteció que como llegó cerca de Jericó , un ciego , sentado por el camino :
Y oyéndolo la multitud , preguntó lo que lo preguntaba .
Y le dieron aviso , Jesús de Nazaret de Nazaret .
Y clamó , Jesús , diciendo : Hijo de David , Hijo de David , ten misericordia de mí misericordia .
Y los que iban delante de él , para que su paz ; mas así clamó á David , Hijo de David , ten misericordia de David .
Y Jesús se paró , y mandándole á él : y cuando llegó á él , le preguntó , le preguntó , le preguntó , le preguntó ,
Diciendo : Señor , ¿ qué te haré á ti ? Y él dijo : Señor , para que reciba mis ojos .
Y Jesús le dijo : Di tu fe te ha salvado .
Y luego tomó su vista , y le siguió , y le siguió , Dios ; y todo el pueblo , cuando lo vieron , alabaron á Dios .
Y Pedro y Juan subió á Juan en el templo de la oración , siendo la hora de la oración .
Y un hombre de su madre , el vientre de su madre , al cual pusieron cada día de la puerta del templo que es llamado Beeveo , pidió de los que entrasen en el templo ;
El cual como Pedro y Juan vino á Juan en el templo de Juan .
Y Pedro , ayunando sus ojos con Juan , dijo : Mira á nosotros á nosotros .
Y él les dió , para recibir algo de ellos .
Entonces Pedro dijo á Pedro : Sipa y oro he oro ; mas así yo te doy : En el nombre de Jesucristo se levantare y andaba .
Y él le tomó por mano derecha , y le alzó ; y luego los huesos , y recibieron los huesos .
Y él se puso , y anduvo , y entrando con ellos en el templo , y alabando á Dios .
Y todo el pueblo le vió , y alabando á Dios :
Y conoció lo que estaba sentado á Beeveos , y á la puerta del templo : y fueron llenados de las maravillas que le había sido llenado , que le había sido llenado .
Y como el hombre que era sanado , y Juan , todos los pueblos se juntaron en el pórtico que es de Salomón , en gran manera .
Y viendo Pedro Pedro , dijo al pueblo : Vosotros sois hombres de Israel , ¿ por qué habéis visto esto ? ¿ ó por qué hacéis así , como por nuestra potencia ó nuestra santidad ó nuestra santidad ?
El Dios de Abraham , y de Isaac , y de Isaac , y de Isaac , Dios de nuestros padres , el cual habéis glorificado , y le ha glorificado en el presencia de Pilato , cuando era determinado , y le aprendido .
Mas vosotros habéis negado el Santo y el Bautista , y pidió á vosotros ;
Y mató á la vida de la vida , al cual Dios resucitó de los muertos ; de los cuales somos testigos .
Y su nombre hizo este hombre en su nombre , al cual habéis sido dado y vosotros ; y la fe que por él le ha dado perfecto perfecto perfecto en presencia de todos vosotros .
Ahora pues , hermanos , ahora , yo vengo por ignorancia , como también vuestros príncipes .
Mas las cosas que Dios había mostrado por la boca de todos sus profetas , para que Cristo padría , así ha hecho así .
Por tanto , Recíos , y sed , para que vuestras pecados sean aceptos , cuando el tiempo del Señor ;
Y enviará á Jesús , el cual estaba delante de vosotros , el cual estaba delante de vosotros :
Al cual , el que recibiere los tiempos de todas las cosas , el cual Dios ha hablado por la boca de todos sus profetas desde el mundo .
Porque Moisés dijo á los padres : Un profeta os levantará el Señor vuestro Dios á vosotros de vuestros hermanos , como á mí me levantaréis : oiréis en todas las cosas que él os dirá .
Y será que cualquiera persona , que no oyere profeta , será destruída de entre el pueblo .
Y también , y todos los profetas de Samuel y de los que seguían , como muchos días de estos días .
Vosotros sois los hijos de los profetas , y el pacto que Dios hizo con nuestros padres , diciendo : Y en tu simiente será bendito á Abraham , diciendo : Y en tu simiente será benditos de la tierra .
A vosotros os resucitó Dios , habiendo resucitado su Hijo Jesús , le envió á bendecir : En pos de sus pecados .
POR tanto , justificados por la fe , tenemos paz con nuestro Señor Jesucristo por el Señor :
Por lo cual también tenemos también por la fe en la cual creemos , y en la esperanza de Dios .
Y no solamente solamente solamente solamente , sino la gloria : sabiendo lo que obra ,
Y paciencia , siendo esperanza , y esperanza , y esperanza ;
Y no se avergonzó ; porque el amor de Dios es derramado en nuestros corazones , el Espíritu Santo que es dado á nosotros .
Porque aun murió aún sin fuerza , en el tiempo .
Porque protestador de hombre para el justo morirá : mas si alguno padecían á morir .
Sino que Dios nos amó á nosotros su amor , en que viviremos á los pecadores , por Cristo .
Por tanto , pues , ya ya ya , siendo justificados por su sangre , seremos salvos de ira .
Porque si somos enemigos , somos reconciliados á Dios por la muerte por la muerte de su Hijo de su Hijo , nos ha sido librado por la vida de su Hijo de su Hijo , nos será salvo por su vida .
Y no sólo , sino también en Dios por el Señor nuestro Jesucristo , por el cual hemos recibido la expiación .
Por lo cual , como uno entró en el mundo , y por todos los hombres , y por todos los que hemos pecado :
( Porque hasta que la ley estaba en el mundo : mas el pecado no fué imputada cuando no hay ley .
Mas reinó de Adam á Moisés , sobre los que no habían pecado de la prevaricación de Adam , el cual es la rebelión de él , el cual es venido á venir .
Mas no como el escándalo , así es el presente . Porque si por el don de muchos muertos , y por la gracia de Dios , y por la gracia de un hombre , el cual es por un hombre , el cual ha sido dada á muchos .
Y no como por un hombre , así es el presente : porque el juicio estaba por condenado á condenado , sino el don de muchos ; mas el presente es justificado .
Porque si por el hombre de la muerte reinó por un cándalo ; más de la gracia y el presente de la justicia , Jesús . )
Por tanto , por tanto , por tanto , por la condenación de un juicio vino á todos los hombres , así por la justicia de un presente fué justificada sobre todos los hombres de la vida .
Porque por tanto , como uno del hombre , así por la obediencia de muchos , así por la obediencia de muchos justos .
Y la ley entró , para que el escándalo . Mas en el pecado donde pecaba , la gracia de la gracia :
Para que el pecado de la muerte reinó en la vida eterna , así por Cristo nuestro Señor .
¿ Hemos de vosotros á nosotros ? ó necesidad de necesidad , como otros otros otros , como unos unos unos á otros , ó de vosotros ?
Vosotros sois nuestras canciones en nuestros corazones , y conocido de todos :
Por cuanto sois manifestados á la voluntad de Cristo , para ser declarados de Cristo , no está escrito con el Espíritu de los vivientes , sino con el espíritu de Dios vivo , sino en las tablas de piedra , sino en las tablas de piedra .
Y confiamos que por Cristo á Gen--------mamao ;
No que nosotros somos como de algo ; mas nuestra voluntad es de Dios ; mas nuestra magnificencia de Dios ;
El cual también nos hizo ministros de los diezmos ; no de la carta , sino del espíritu ; porque la carta mataba , sino el espíritu da .
Mas si el ministro de la muerte , y está escrito en las piedras de Israel , y así que los hijos de Israel podían ayunar la cara de Moisés por la gloria de su rostro , el cual fué hecho hecho ;
¿ Cómo no será el espíritu del espíritu de la gloria ?
Porque si la condenare la condenación de condenación de la condenación de la condenación de la justicia en la gloria .
Porque el que no tenía gloria en esto gloria , por la gloria de la gloria que hace .
Porque si lo que es hecho , la cual es de la gloria .
Por tanto , pues , la esperanza de los que tenemos esperanza , tenemos esperanza de la palabra :
Y no como Moisés , el velo que puso sobre su rostro , que los hijos de Israel no podían ayunar en el fin de lo que es hecho ;
Mas sus cuerdas se oscurecieron ; porque hasta hoy se aparecieron el velo del velo , y el velo de un velo ; el cual es hecho en Cristo .
Mas este día , cuando Moisés se leyó , el velo sobre su corazón .
Mas cuando se convirtiere al Señor , el velo será quitado .
Y el Señor es el Espíritu : y el Espíritu del Señor es liberto .
Mas todos nosotros , abrimos como un asno del Señor , mudados de la gloria del Señor , mudadas en la imagen de la gloria , como por el Espíritu del Señor .
Alabad á vuestros siervos que es justo y justo ; sabiendo que también vosotros habéis hecho en el cielo .
Contra en oración en oración , y en el mismo mismo mismo mismo gracias , y en gracias ;
Y en nosotros , que Dios nos abría á la puerta del misterio , para hablar el misterio de Cristo , para que también estoy en prisiones ;
Para que , para hablar á hablar , como yo á hablar .
Dejad en sabiduría á los que están sin testimonio , en el tiempo .
Sea vuestra palabra con gracia , para que sepáis con sal , para que sepáis á todos .
Todos mis negocios os mostrarán á Tiro , el cual es amado amado amado , y fiel y fiel y fiel en el Señor :
A causa de vosotros os envié por el mismo mismo mismo mismo , para que sepáis á vuestros corazones , y consolación ;
Con nosotros nos hemos conocido fiel y amado , el cual es de vosotros . En todas las cosas que están aquí .
Aristando á Arister , y á Marcos , la hermana de Bernabé , y á Bernabé , hijo de Bernabé , ( á los cuales recibisteis mandamientos : )
Y Jesús , el cual llamó á Jesús , el cual es llamado Judea , el cual son de la circuncisión . Estas son mis aborrecedores al reino de Dios , el cual me consoló .
Efeso , el cual es uno de vosotros , el siervo de Cristo , saludador de vosotros , para que seáis perfectos en las oraciones , para que seáis perfectos y en todos los que estáis perfectos y en todos los hechos de Dios .
Porque yo le doy testimonio , y el que tiene grande celo por vosotros , y los que están en Sidón , y en el Hevo .
El que Lugar , el amado , y Dor , y Dor , y Dedlo , y Dor .
Saludad á los hermanos que están en Sidón , y á Nímmmor , y á la iglesia que está en su casa .
Y cuando esto es leído entre vosotros , que también es leído en la iglesia de los de Judea ; y el que leísteis de Lauceo .
Y di á Archîchîchîchîchîchîco , para que hemos recibido en el Señor , que lo cumpla .
La esperanza de mí , por mano de Pablo . Acuérdate de mí mis prisiones .
Y de las cosas que hemos hablado esto : Nosotros tenemos un pontífice alto alto alto , el cual está sobre la diestra del trono de Maón , en los cielos ;
El ministro del santuario , y de la verdad , que el Señor puso el Señor , y no hombre .
Porque todo el pontífice es hecho para ofrecer dones y sacrificios : por lo cual es necesario que este hombre .
Porque si él estaba en la tierra , no haya sacerdote , para que no haya sacerdote , para que sea así los sacerdotes , para los que ofreciendo conforme á la ley :
El cual sirvió á la prueba y sombra de la sombra , como Moisés estaba cerca del tabernáculo : porque yo , dice : Mira , dice : Mirad , que todas las cosas conforme á ti , dice : He aquí , el que harás á ti en el monte .
Mas ahora ha alcanzado un buen ministerio , cómo también es mediador del pacto , el cual también se ha confirmado sobre las promesas .
Porque si el primero había sido hecho el pacto , no se ha sido buscado lugar por la segunda vez .
Porque hallando con ellos , dice : He aquí vienen días , dice el Señor , cuando haré pacto nuevo con la casa de Israel y con la casa de Judá :
No según el pacto que hizo con sus padres en el día de la tierra de Egipto ; porque ellos no se rebelaron en mi pacto , y no los he estado en mi pacto , dice el Señor .
Porque esto es el pacto que yo haré con la casa de Israel después de aquellos días , dice el Señor : Yo pondré mis leyes en su corazón , y escribiré en su corazón : y yo seré á Dios , y seré á mí pueblo : y seré á mí pueblo , y á mí .
Y no enseñarán cada uno su prójimo , y cada uno su hermano , diciendo : Señor ; porque todas las cosas me conocerán , desde el menor .
Porque yo seré misericordia de ellos , y de sus pecados , y de pecados .
En aquel que dice : Un pacto , ha hecho primero , ha hecho primero primero . Y el que se envía y lamentare , es para quitar .
DESPUÉS de esto miré , y he aquí que una puerta abrió una puerta en los cielos : y las primeras que oí una voz de trompeta , que decía : Venid , y yo te mostraré , y te mostraré lo que es necesario .
Y luego yo estoy en el espíritu : y he aquí que un trono estaba sentado en el cielo , y sentóse en el trono .
Y el que estaba sentado sobre él , y una piedra , y una piedra se llamaba un arco : y había un arco como un arco en derredor , en ojos como un palmo .
Y estaba el trono de los cuatro y veinte túnicas : y sobre las peñas , y senté los ancianos , vestido blancas blancas blancas ; y tenían en sus cabezas de oro .
Y sale el trono del trono , y las colores : y las siete canas del fuego encendidas de fuego , que las siete plagas , las cuales son las siete plagas de Dios .
Y el trono estaba delante de la mar , como un asno de asno , y en medio del trono , y en el trono de los ojos , cuatro animales de delante de las espaldas y de las espaldas .
Y el primero era como león , y la segunda bestia como un becerro , y la cuarta bestia que tenía un hombre como águila , y la cuarta bestia como águila .
Y los cuatro animales tenían cada uno de ellos ; y fueron llenos de ojos : y no día y noche , diciendo : y el Santo santo , el Señor Dios Omnipotente , el cual era , y viene .
Y la gloria y la gloria , y el que estaba sentado en el trono , el cual vive para siempre y para siempre , el que vive para siempre y para siempre ,
Los ancianos y cuatro ancianos cayeron delante de él en el trono , y adoró á los siglos , y á los que vive en el trono , diciendo :
Tú eres digno del Señor , para recibir gloria y honra y potencia ; porque has criado todas las cosas , y tu voluntad fueron criadas .
